/**
 * Command-line parsing for the project's tools (commerce, content, events, load): Node's own
 * `parseArgs` (strict, so a mistyped option is an error, not silently ignored), plus what every
 * tool answers the same way: `--help`/`-h` prints the usage and exits 0; a bad argument prints
 * one line naming the problem, then the usage, and exits 2.
 */
import { parseArgs, type ParseArgsConfig } from 'node:util';

export interface CommandLine<Options extends NonNullable<ParseArgsConfig['options']>> {
  /** The tool's name in messages (`commerce`, `events`, …). */
  name: string;
  /** The whole help text: commands, options, examples. */
  usage: string;
  options: Options;
  allowPositionals?: boolean;
  /** Defaults to process.argv after the script. */
  args?: string[];
}

/** A usage mistake found after parsing (an unknown command, a missing value). */
export class UsageError extends Error {
  override name = 'UsageError';
}

type Strict<Options> = { args: string[]; options: Options; allowPositionals: boolean; strict: true };

export function parseCommandLine<Options extends NonNullable<ParseArgsConfig['options']>>(
  spec: CommandLine<Options>,
): ReturnType<typeof parseArgs<Strict<Options>>> {
  const { name, usage, options, allowPositionals = false, args = process.argv.slice(2) } = spec;
  // `--help` wins over anything else on the line, even a mistake.
  const help = { help: { type: 'boolean', short: 'h' } } as const;
  if (parseArgs({ args, options: help, strict: false, allowPositionals: true }).values.help === true) {
    console.log(usage);
    process.exit(0);
  }
  try {
    return parseArgs({
      args,
      allowPositionals,
      strict: true,
      options: { ...options, ...help },
    }) as ReturnType<typeof parseArgs<Strict<Options>>>;
  } catch (error) {
    return exitWithUsageError(name, usage, (error as Error).message);
  }
}

/** Prints `<name>: <message>` and the usage on stderr, then exits 2 (a usage mistake). */
export function exitWithUsageError(name: string, usage: string, message: string): never {
  console.error(`${name}: ${message.split('\n')[0]}`);
  console.error(usage);
  process.exit(2);
}
