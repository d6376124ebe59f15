/** /account/settings/:section: the account settings pages (placeholder until they are built). */
export function AccountSettingsPage() {
  return null;
}
