export {
  useMediaQuery,
  useMediaQueryState,
  useIsMobile,
  usePrefersReducedMotion,
  MOBILE_MEDIA_QUERY,
} from './use-media-query';
export { useThrottledFlag } from './use-throttled-flag';
