/** The notification bell of seed 000 section 2.8 (placeholder until it is built). */
export function NoticeBell() {
  return null;
}
