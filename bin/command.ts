/**
 * A subcommand of `paycert` (bin/paycert.ts): its name, one line for the
 * command list, its help, and a run that resolves the exit status. Each
 * parses its arguments with lib/support/cli/flags.ts and holds no behaviour of its
 * own beyond wiring: the work is in lib/, simulators/ and proxy/.
 */
export interface Command {
  readonly name: string;
  /** One line for `paycert --help`. */
  readonly summary: string;
  /** The whole text of `paycert <name> --help`. */
  readonly help: string;
  /** Runs with the arguments after the command's name; resolves the exit status. */
  run(argv: readonly string[]): Promise<number>;
}
