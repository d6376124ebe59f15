/** Texts of the workflow record page (seed 000 section 2.1). */
export const workflowMessages = {
  title: '流转记录',
  parameters: '流程参数',
  records: '流程记录',
  noRecords: '暂无流程记录',
  noEngine: '本系统未接入流程引擎，无法查询流转记录',
  notGiven: '未提供',
  finished: { true: '已办结', false: '未办结' } as Record<string, string>,
  labels: {
    procInsId: '流程实例ID',
    deployId: '部署ID',
    taskId: '任务ID',
    businessKey: '业务主键',
    category: '流程分类',
    finished: '是否办结',
  },
} as const;
