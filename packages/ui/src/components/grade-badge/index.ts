export { GradeBadge, type Grade, type GradeBadgeProps } from './grade-badge';
