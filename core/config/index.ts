export {
  $config,
  loadConfig,
  getApiBaseUrl,
  isFeatureEnabled,
  DEFAULT_REMOTE_CONFIG_URL,
  DEFAULT_LOCAL_CONFIG_URL,
  CONFIG_URL_META,
  LOCAL_CONFIG_URL_META,
  type ConfigState,
  type ConfigProblem,
  type SettledConfigState,
  type LoadConfigOptions,
} from './load';
export {
  detectEnvironment,
  usesLocalApi,
  LOCAL_API_BASE_URL,
  LOCAL_SHELL_PORT,
  LOCALHOST_QUERY_FLAG,
  type PageEnvironment,
  type PageLocation,
} from './location';
export { appendStyleUrls } from './styles';
export { BUNDLE_FOLDER, IN_CDN_BUNDLE } from './bundle';
export { buildPageTitle, getProductName } from './title';
