export {
  ChoiceGroup,
  ChoiceGroupItem,
  type ChoiceGroupProps,
  type ChoiceGroupItemProps,
} from './choice-group';
