/** The printer model: instruction types, the validator, the model and its paper roll. */
export type {
  PrinterInstruction,
  TextInstruction,
  ScrollInstruction,
  FlushInstruction,
} from './printerInstruction.js';
export { textDefaults } from './printerInstruction.js';
export {
  validateInstruction,
  validateInstructions,
  type InstructionProblem,
  type InstructionRule,
  type ValidateInstructionsOptions,
} from './validateInstructions.js';
export {
  PrinterModel,
  printOnFreshPaper,
  MAX_BUFFERED_TEXTS,
  type PrinterModelOptions,
} from './printerModel.js';
export {
  renderRoll,
  type PaperRoll,
  type PaperEntry,
  type PrintedText,
  type PaperFeed,
} from './paperRoll.js';
