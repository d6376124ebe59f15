/** Chinese texts of the tree select. */
export const treeSelectMessages = {
  loadFailed: '树数据加载失败',
};
