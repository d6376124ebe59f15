/** dashboard/Workplace (placeholder until it is built). */
export function WorkplacePage() {
  return null;
}
