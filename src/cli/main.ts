#!/usr/bin/env -S node --max-semi-space-size=8
/** The deckdoctor command: serve, analyze, and the card-data commands. */
import { readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { Command } from 'commander';
import pino from 'pino';
import { loadConfig } from '../config.js';
import { openCardData, scryfallClientFor, syncFromScryfall } from '../cards/bootstrap.js';
import { CardStore } from '../cards/store.js';
import { readAnalyzeRequest } from '../http/request.js';
import type { ApiError } from '../http/errors.js';
import { DeckService } from '../service/service.js';
import { SERVICE_VERSION } from '../contract/version.js';
import type { DeckAnalysis } from '../contract/schemas.js';
import { FORMATS, FORMAT_IDS } from '../domain/formats.js';

/** The formats and the colour switches, at the end of `--help` and `analyze --help`. */
const FORMATS_HELP = `\nFormats (--format):\n${FORMAT_IDS.map((id) => `  ${id.padEnd(14)} ${FORMATS[id].name}`).join('\n')}\n\nColour: on a terminal; NO_COLOR=1 turns it off, FORCE_COLOR=1 on. COLUMNS sets the wrap width.`;

/** The readable report, its modules loaded only here: their text-wrapping dependencies cost `serve` about 60 ms of CPU at start. */
async function readableReport(analysis: DeckAnalysis): Promise<string> {
  const [{ renderReport }, { terminalFor }] = await Promise.all([import('./report.js'), import('./terminal.js')]);
  return renderReport(analysis, terminalFor(process.env, process.stdout));
}

const program = new Command();
program.name('deckdoctor').description('Magic: The Gathering decklist analysis').version(SERVICE_VERSION).addHelpText('after', FORMATS_HELP);
// Usage errors exit 2 (help and version still exit 0), so scripts can tell them from an illegal deck (1).
program.exitOverride((error) => process.exit(error.exitCode === 0 ? 0 : 2));

program
  .command('serve')
  .description('Start the HTTP service (PORT, HOST, LOG_LEVEL and WORKERS from the environment)')
  .option('-w, --workers <n>', 'worker processes (node:cluster); 0 for one per core (default: WORKERS, else 1)')
  .action(async (opts: { workers?: string }) => (await import('./serve.js')).serve(opts.workers));

program
  .command('mcp')
  .description('Run the MCP server over stdio (tools: analyze_deck, check_legality, resolve_card_names, explain_warning, list_formats)')
  .action(async () => (await import('./mcp.js')).serveMcpOverStdio());

/** On a terminal, `analyze -` would otherwise wait silently for input the user does not know to type. */
const PASTE_PROMPT = 'Paste a decklist, then press Ctrl-D on a new line (Ctrl-Z then Enter on Windows).';

function readInput(file: string): string {
  if (file !== '-') return readFileSync(file, 'utf8');
  if (process.stdin.isTTY) process.stderr.write(`${PASTE_PROMPT}\n`);
  return readFileSync(0, 'utf8');
}


program
  .command('analyze')
  .description('Analyze a decklist file (or - for standard input); exit 0 if legal, 1 if illegal or unknown, 2 on bad input')
  .argument('<file>', 'decklist file, or - to read standard input')
  .option('-f, --format <format>', 'format to review', 'standard')
  .option('-b, --best-of <bestOf>', 'bo1 or bo3', 'bo1')
  .option('--json', 'print the same JSON as the API')
  .option('--verbose', 'log card-data loading and live lookups to standard error (level from LOG_LEVEL, default warn)')
  .addHelpText('after', FORMATS_HELP)
  .action(async (file: string, opts: { format: string; bestOf: string; json?: boolean; verbose?: boolean }) => {
    let text: string;
    try {
      text = readInput(file);
    } catch (error) {
      console.error(`deckdoctor: cannot read ${file}: ${(error as Error).message}`);
      process.exit(2);
    }
    let input;
    try {
      input = readAnalyzeRequest({ decklist: text, format: opts.format, best_of: opts.bestOf });
    } catch (error) {
      const e = error as ApiError;
      console.error(`deckdoctor: ${e.message}${e.extra?.detail ? ` (${e.extra.detail})` : ''}`);
      process.exit(2);
    }
    const config = loadConfig();
    // Silent unless asked: a live-lookup failure is already in the report (CARD_LOOKUP_FAILED), and JSON log lines in a terminal bury it.
    const logger = pino({ level: opts.verbose ? (process.env.LOG_LEVEL ?? 'warn') : 'silent' }, pino.destination(2));
    const { resolver, store } = await openCardData(config, logger);
    const analysis = await new DeckService(resolver).analyze(input);
    store.close();
    process.stdout.write(opts.json ? `${JSON.stringify(analysis, null, 2)}\n` : await readableReport(analysis));
    process.exitCode = analysis.legality.status === 'legal' ? 0 : 1;
  });

const cards = program.command('cards').description('Manage the embedded card store');

cards
  .command('import')
  .description('Import an MTGJSON (AllPrintings, AtomicCards) or Scryfall bulk file: .json, .json.gz, .jsonl or .jsonl.gz')
  .argument('<file>')
  .option('--date <date>', 'date the data describes, when the file does not say')
  .action(async (file: string, opts: { date?: string }) => {
    const store = new CardStore(loadConfig().dbPath);
    const { describeImport, importCardFile } = await import('../cards/import.js');
    const summary = await importCardFile(file, store, opts.date ? { date: opts.date } : {});
    console.log(describeImport(summary));
    store.close();
  });

cards
  .command('sync')
  .description("Download Scryfall's oracle_cards bulk file (GET /bulk-data) and import it")
  .action(async () => {
    const config = loadConfig();
    const store = new CardStore(config.dbPath);
    const { describeImport } = await import('../cards/import.js');
    try {
      console.log(describeImport(await syncFromScryfall(scryfallClientFor(config), store, dirname(config.dbPath))));
    } catch (error) {
      console.error(`deckdoctor: sync failed: ${(error as Error).message}`);
      process.exitCode = 1;
    } finally {
      store.close();
    }
  });

cards
  .command('info')
  .description('Show where the card data came from, its date and counts')
  .action(() => {
    const config = loadConfig();
    const store = new CardStore(config.dbPath);
    const p = store.provenance();
    if (!p) console.log(`No imported card data in ${config.dbPath} (${store.count('live')} cards fetched live).`);
    else {
      const ageDays = Math.floor((Date.now() - new Date(p.date).getTime()) / 86_400_000);
      console.log(
        [
          `store:     ${config.dbPath}`,
          `source:    ${p.source}`,
          `version:   ${p.version}`,
          `data date: ${p.date} (${ageDays} days old${ageDays > 30 ? ': stale, run "deckdoctor cards sync"' : ''})`,
          `imported:  ${p.importedAt}`,
          `cards:     ${p.cardCount} (${store.count('import')} imported, ${store.count('live')} fetched live)`,
        ].join('\n'),
      );
    }
    store.close();
  });

program.parseAsync().catch((error: Error) => {
  console.error(`deckdoctor: ${error.message}`);
  process.exit(2);
});
