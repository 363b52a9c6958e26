export {
  useIsMobile,
  useMediaQueryState,
  usePrefersReducedMotion,
  MOBILE_MEDIA_QUERY,
} from './use-media-query';
