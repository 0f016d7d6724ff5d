/**
 * A print request's list: valid (never empty), valid with one invalid
 * instruction somewhere (about one in three), or one of the lists a device
 * may refuse by its own choice (about one in six: deviceChoiceList.ts).
 */
import fc from 'fast-check';
import { deviceChoiceList } from './deviceChoiceList.js';
import { instructionList } from './instructionList.js';
import { invalidInstruction } from './invalidInstruction.js';

export function printRequestInstructions(): fc.Arbitrary<unknown[]> {
  return fc.oneof(
    { arbitrary: instructionList(12, 1), weight: 3 },
    {
      arbitrary: fc.tuple(instructionList(8), invalidInstruction(), fc.nat()).map(([list, bad, at]) => {
        const i = list.length === 0 ? 0 : at % (list.length + 1);
        return [...list.slice(0, i), bad, ...list.slice(i)];
      }),
      weight: 2,
    },
    { arbitrary: deviceChoiceList(), weight: 1 },
  );
}
