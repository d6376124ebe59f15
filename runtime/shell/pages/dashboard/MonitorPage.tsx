/** dashboard/Monitor (placeholder until it is built). */
export function MonitorPage() {
  return null;
}
