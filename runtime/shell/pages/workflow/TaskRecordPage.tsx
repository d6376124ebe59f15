/** /flowable/task/record/index: the workflow record page (placeholder until it is built). */
export function TaskRecordPage() {
  return null;
}
