export { PetStage, type PetLayer, type PetMotion, type PetStageProps } from './pet-stage';
export { petStageWords, type PetStageWords } from './words';
