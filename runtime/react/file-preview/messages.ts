/** Chinese texts of the PDF preview and the video dialog (seed 002 §9). */
export const filePreviewMessages = {
  pdfTitle: 'PDF预览',
  videoTitle: '视频播放',
  loading: '加载中...',
  badAddress: '文件地址无效，无法预览',
  close: '关闭',
};
