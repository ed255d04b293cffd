/**
 * Card roles, read once per card from its types, Oracle text and keywords.
 * Reminder text is ignored, and the card's own name is replaced by "CARDNAME"
 * so "Goblin Guide deals damage" reads like any other card.
 */
import type { CardRecord } from '../domain/cards.js';
import type { Role } from '../domain/roles.js';

const NUMBER = '(?:a|an|one|two|three|four|five|six|seven|x|\\d+)';

const PATTERNS: Array<[Role, RegExp]> = [
  ['counterspell', /\bcounter target\b/],
  [
    'removal',
    new RegExp(
      [
        '\\b(destroy|exile) (up to (one|two|three) )?(another |other )?target (\\w+ )*(creature|permanent|artifact|enchantment|planeswalker|battle)',
        'target creature( an opponent controls)? gets -\\d+/-\\d+',
        'target creature( an opponent controls)? gets -x/-x',
        '\\bfights? (another )?(target|up to one target)',
        "return (up to one )?target [^.]*?(creature|permanent|artifact)[^.]*? to its owner's hand",
        "owner of target [^.]*permanent shuffles it into",
        '(target player|each opponent|target opponent) sacrifices (a|an|two) (\\w+ )*(creature|permanent|planeswalker)',
        'put target (\\w+ )*(creature|permanent) on (the )?(top|bottom) of its owner',
        "\\btap target creature\\. it doesn't untap",
      ].join('|'),
    ),
  ],
  [
    'burn',
    /deals? damage (to target creature|to any target|to target creature or planeswalker) equal to|deals? (\d+|x|that much) damage (divided as you choose )?(to|among) (any target|any one target|one or two targets|any number of targets|target creature|target attacking|target blocking|up to (one|two|three) targets|target creature or planeswalker|target (\w+ )?creature|each of up to)/,
  ],
  ['direct_damage', /deals? (\d+|x|that much) damage to (any target|target player|target opponent|each opponent|target creature or player|one or two targets|any number of targets)|deals? damage to (any target|each player|target player|each opponent) equal to|deals? (\d+|x) damage divided as you choose/],
  [
    'board_wipe',
    /\b(destroy|exile) (all|each) (\w+ )*(creatures?|nonland permanents?|permanents?|artifacts|enchantments)\b(?! cards?)|all creatures get -|deals? (\d+|x) damage to each (creature|other creature|non\w+ creature)|return all (\w+ )*(creatures|nonland permanents|permanents) to their owners'|each player sacrifices (all|\w+) (creatures|permanents)|each creature gets -/,
  ],
  ['discard', /target (player|opponent) (reveals (their|his or her) hand[^.]*\. you choose [^.]*\. (that player|they) discards?|discards? (\w+ )?cards?)|each opponent discards/],
  ['selection', /\bscry \d|look at the top card of your library\. you may put (that card|it) into your graveyard|\bsurveil \d|draw (a card|two cards), then discard|discard (a|one) card, then draw|exile the top (\w+ )?cards? of your library\. (until [^.]*, )?you may (play|cast)|look at the top (\w+ )?cards? of your library[.,]? [^.]*(put|into your hand)/],
  ['card_advantage', new RegExp(`draws? (${NUMBER.replace('a|an|one|', '')}) cards|put (two|three|\\w+ cards|one pile|that pile) (of them )?into your hand|put up to (two|three) [^.]*from among them (onto the battlefield|into your hand)|draw cards equal|(whenever|at the beginning of)[^.]*draw (a|one) card|\\{t\\}[^:]*: draw a card|investigate|connives?`)],
  ['recursion', /gains? flashback|return (up to (one|two|\w+) )?(target |another target |all )?(\w+ )*cards? (with [^.]* )?from (your|a|target player's) graveyard to (your|its owner's) (hand|the battlefield)|you may (cast|play) [^.]* from your graveyard|return [^.]*from your graveyard to the battlefield/],
  ['reanimation', /(return|put) (up to one )?target creature card from (a|your) graveyard (to|onto) the battlefield|put target creature card from a graveyard onto the battlefield|return enchanted creature card to the battlefield|puts? a creature card from (their|his or her|your) graveyard onto the battlefield/],
  ['tutor', /search your library for (a|an|up to (one|two|three)|any number of) (?!basic land|land|(\w+ )?land card|plains|island|swamp|mountain|forest)[^.]*card/],
  ['token_maker', /\bcreates? [^.]*tokens?\b/],
  ['counters', /\+1\/\+1 counters?/],
  ['sacrifice', /sacrifice (a|another) (creature|permanent|artifact)[^:.]*:|whenever (a|another) (\w+ )?creature( you control)? dies|whenever (a|another) (\w+ )?creature[^.]* is put into a graveyard/],
  ['landfall', /\blandfall\b|whenever a land (you control )?enters/],
  ['spells_matter', /whenever you cast (an|a|your) (instant|sorcery|noncreature|instant or sorcery)|instant and sorcery spells you cast cost/],
  ['mill', /(target player|target opponent|each opponent|each player) mills|puts all cards revealed this way into (their|his or her) graveyard|mills? (\w+|\d+) cards|put the top (\w+|\d+) cards of (target player's|their|each player's) library into (their|his or her|that player's) graveyard/],
  ['lifegain', /\byou gain (\d+|x|that much) life|\blifelink\b/],
  ['mass_land_denial', /destroy all lands|each player sacrifices (all|\w+) lands|lands don't untap|nonbasic lands are mountains|destroy all (\w+ )?lands|players can't untap more than one land/],
  ['extra_turn', /takes? an extra turn/],
  [
    'win_condition',
    /you win the game|loses the game|each opponent loses (\d+|x|that much) life|deals? (\d+|x) damage to (each opponent|target player|target opponent|any target)|infect|poison counter/,
  ],
];

/** Mana abilities of permanents (rocks and dorks); rituals are not ramp. */
const MANA_ABILITY = /\{t\}[^.:]*: add|: add (one mana|\{[wubrgc]\}|two mana|three mana|x mana)/;
const RAMP_EFFECT = /search your library for (a|up to (two|three|\w+)|two) (basic )?(land|forest|plains|island|swamp|mountain)[^.]*(onto the battlefield|into your hand)|put (a|up to \w+) land cards? from your hand onto the battlefield|create (a|two|three|x) treasure tokens?|you may play (an )?additional lands?/;
const REPEATABLE = /\b(at the beginning of (your|each|the)|whenever)\b/;
/** An activated ability that is neither a mana ability nor a one-shot (sacrificing the card itself). */
const ACTIVATED_NON_MANA = /^(?!.*\badd\b)(?![^:\n]*sacrifice cardname)[^\n]*\{[^}]+\}[^\n:]*:/m;
const EVASION = new Set(['Flying', 'Trample', 'Menace', 'Shadow', 'Fear', 'Intimidate', 'Skulk', 'Horsemanship']);

/** Rules text for matching: lower case, reminder text removed, own name as CARDNAME. */
function rulesText(record: CardRecord): string {
  let text = record.oracleText.replace(/\([^)]*\)/g, '');
  for (const name of [record.name, ...record.faceNames]) {
    if (!name) continue;
    text = text.split(name).join('CARDNAME');
    const short = name.split(',')[0]!;
    if (short.length > 3 && short !== name) text = text.split(short).join('CARDNAME');
  }
  return text.toLowerCase();
}

const cache = new WeakMap<CardRecord, ReadonlySet<Role>>();

export function classifyCard(record: CardRecord): ReadonlySet<Role> {
  const cached = cache.get(record);
  if (cached) return cached;
  const roles = new Set<Role>();
  const front = record.faces[0];
  const types = front?.types ?? record.types;
  const subtypes = front?.subtypes ?? record.subtypes;
  const allTypes = new Set(record.faces.flatMap((f) => f.types));
  const text = rulesText(record);
  const isLand = types.includes('Land');
  const isPermanent = !types.includes('Instant') && !types.includes('Sorcery');

  if (isLand) roles.add('land');
  if (types.includes('Creature')) roles.add('creature');
  if (types.includes('Artifact')) roles.add('artifact');
  if (types.includes('Enchantment')) roles.add('enchantment');
  if (types.includes('Planeswalker')) roles.add('planeswalker');
  if (types.includes('Instant')) roles.add('instant');
  if (types.includes('Sorcery')) roles.add('sorcery');
  if (subtypes.includes('Equipment')) roles.add('equipment');
  if (subtypes.includes('Vehicle')) roles.add('vehicle');
  if (subtypes.includes('Aura')) roles.add('aura');
  // Adventure and modal faces that are instants or sorceries still act as spells.
  if (!isLand && (allTypes.has('Instant') || allTypes.has('Sorcery')) && !roles.has('instant') && !roles.has('sorcery')) {
    roles.add(allTypes.has('Instant') ? 'instant' : 'sorcery');
  }

  for (const [role, pattern] of PATTERNS) if (pattern.test(text)) roles.add(role);
  // "Draw three, then put two back" and "draw two, then discard two" filter cards; they do not net any.
  const filtered = /draw (\w+) cards?, then (put (\w+) cards? from your hand on top|discard (\w+) cards?)/.exec(text);
  if (filtered && (filtered[3] !== undefined || filtered[4] === filtered[1]) && !/(whenever|at the beginning of)[^.]*draw/.test(text)) {
    roles.delete('card_advantage');
    roles.add('selection');
  }
  if (!isLand && ((isPermanent && MANA_ABILITY.test(text)) || RAMP_EFFECT.test(text))) roles.add('ramp');
  if (roles.has('removal') || roles.has('counterspell') || roles.has('burn') || roles.has('board_wipe') || roles.has('discard')) {
    roles.add('interaction');
  }
  if (roles.has('reanimation')) roles.add('recursion');
  if (!isLand && isPermanent && (REPEATABLE.test(text.replace(/when(ever)? [^.]*enters[^.]*\./g, '')) || (ACTIVATED_NON_MANA.test(text) && !roles.has('equipment')))) {
    roles.add('repeatable_value');
  }
  if (record.keywords.some((k) => EVASION.has(k))) roles.add('evasion');
  if (record.keywords.includes('Haste')) roles.add('haste');

  const power = Number(front?.power ?? NaN);
  if (roles.has('creature') || roles.has('planeswalker') || roles.has('vehicle')) roles.add('threat');
  if (roles.has('planeswalker') || (roles.has('creature') && power >= 5) || (roles.has('creature') && power >= 3 && roles.has('evasion'))) {
    roles.add('win_condition');
  }
  if (roles.has('win_condition') && !isLand) roles.add('threat');
  cache.set(record, roles);
  return roles;
}
