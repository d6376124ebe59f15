/** Texts of the tabbed workspace (seed 000 section 2.5). */
export const tabMessages = {
  homeCannotClose: '首页不能关闭!',
  lastPage: '这是最后一页，不能再关闭了啦',
  refresh: '刷新',
  closeLeft: '关闭左侧',
  closeRight: '关闭右侧',
  closeOthers: '关闭其它',
  leaveTitle: '未保存的修改',
  leaveContent: '页面上有尚未保存的修改，离开后将丢失。确定离开吗？',
  leaveOk: '离开',
  leaveCancel: '留下',
  /** Titles of the pages every signed-in user has outside the menu (router/createShellRouter.tsx). */
  staticPages: [
    { pattern: '/account/center', title: '个人中心' },
    { pattern: '/account/settings/:section?', title: '账户设置' },
    { pattern: '/isps/userAnnouncement', title: '我的消息' },
    { pattern: '/flowable/task/record/index', title: '流程记录' },
    { pattern: '/overview', title: '概览' },
    { pattern: '/test/home', title: '测试页' },
  ],
} as const;
