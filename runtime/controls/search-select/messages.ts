/** Chinese texts of the searchable select (seed 002 §8: "No data found" when a search finds nothing). */
export const searchSelectMessages = {
  notFound: '未找到数据',
  loadFailed: '数据加载失败',
  placeholder: '请输入关键字搜索',
};
