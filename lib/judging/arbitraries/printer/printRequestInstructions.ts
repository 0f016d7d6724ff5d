/** A print request's list: valid, or valid with one invalid instruction somewhere (about one in three). */
import fc from 'fast-check';
import { instructionList } from './instructionList.js';
import { invalidInstruction } from './invalidInstruction.js';

export function printRequestInstructions(): fc.Arbitrary<unknown[]> {
  return fc.oneof(
    { arbitrary: instructionList(12), weight: 2 },
    {
      arbitrary: fc.tuple(instructionList(8), invalidInstruction(), fc.nat()).map(([list, bad, at]) => {
        const i = list.length === 0 ? 0 : at % (list.length + 1);
        return [...list.slice(0, i), bad, ...list.slice(i)];
      }),
      weight: 1,
    },
  );
}
