// /pages/my/webView
export { default } from '../../features/documents/WebPage';
