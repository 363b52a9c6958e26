export { GradeBadge, gradeBadgeWords, type GradeBadgeProps } from './grade-badge';
