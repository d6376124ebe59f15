/** /isps/userAnnouncement: the signed-in user's own announcements (placeholder until it is built). */
export function UserAnnouncementPage() {
  return null;
}
