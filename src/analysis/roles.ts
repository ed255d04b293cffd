/**
 * Card roles, read once per card from its types, Oracle text and keywords.
 * Reminder text is ignored, and the card's own name is replaced by "CARDNAME"
 * so "Goblin Guide deals damage" reads like any other card.
 */
import type { CardRecord } from '../domain/cards.js';
import type { Role } from '../domain/roles.js';
import { abilityCost } from '../domain/text.js';
import { KILL_CARDS } from './data/win-conditions.js';
import { CREATURE_LAND } from './mana-facts.js';

const NUMBER = '(?:a|an|one|two|three|four|five|six|seven|x|\\d+)';

const PATTERNS: Array<[Role, RegExp]> = [
  ['counterspell', /\bcounter target\b/],
  [
    'removal',
    new RegExp(
      [
        // Not a card in a graveyard (Cemetery Reaper, Mardu Woe-Reaper, Selesnya Eulogist: "exile target creature card from a graveyard"),
        // nor one's own creature (Endless Sands keeps it safe).
        '\\b(destroy|exile) (up to (one|two|three|x) )?(two |three )?(another |other )?target ([\\w-]+,? )*(creature|permanent|artifact|enchantment|planeswalker|battle)(?! cards?\\b| you control)',
        // Curse of the Swine exiles X target creatures (not X creature cards from a graveyard, as Midnight Ritual does).
        '\\b(destroy|exile) x target (\\w+ )?(creatures|artifacts|permanents)\\b',
        // Council's Judgment: the vote picks the permanent instead of a target.
        '(destroy|exile) each (\\w+ )?permanent with the most votes',
        // Dispatch: the creature is targeted first, then exiled or destroyed when a condition holds.
        'target creature\\.[^.]*\\b(exile|destroy) that creature',
        // Kraul Harpooner: the target is chosen first, the fight comes after.
        'choose (up to one )?target creature[^.]*(\\.[^.]*)?fight that creature',
        // Oko's elk and its kind: the threat stays, but as a vanilla 3/3.
        'target (artifact or creature|creature|nonland permanent)[^.]* loses all abilities and (becomes|is) ',
        // -2/-0 (Jace's +1) shrinks an attacker for a turn; only toughness loss kills.
        'target creature( an opponent controls)? gets -(\\d+|x)/-([1-9]\\d*|x)\\b',
        '\\bfights? (another )?(target|up to one target)|creatures fight each other',
        // Priest of Forgotten Gods: an edict on any number of players.
        'target players each [^.]*sacrifice a creature',
        'deals damage equal to its power to (target|another target|up to one target) [^.]*creature',
        // Justice Strike: the creature deals its own power to itself.
        'target creature deals damage to itself',
        // Edicts: the opponent chooses, but a creature still leaves (Fleshbag Marauder, Plaguecrafter, Diabolic Edict).
        '(each player|each opponent|target player|target opponent) sacrifices (a|an|two|three) (\\w+ )*(creature|permanent|planeswalker)',
        // Bounce of one or more (Into the Roil; Hoverguard Sweepers' two, Aether Gale's six, Distorting Wake's X).
        "return (up to (one|two|three) |(two|three|four|five|six|x) )?target [^.]*?(creature|permanent|artifact)[^.]*? to (its owner's hand|their owners' hands)",
        "owner of target [^.]*permanent shuffles it into",
        'put target (\\w+ )*(creature|permanent) on (the )?(top|bottom) of its owner',
        'its owner puts it on (the )?(top or bottom|top|bottom) of their library',
        "\\btap target creature\\. it doesn't untap",
      ].join('|'),
    ),
  ],
  [
    'burn',
    /(cardname|it) deals damage equal to [^.]* to (target creature|any target)|deals? (\d+|x) damage divided as you choose among (any number of |one or two |up to (one|two|three) )?target creatures|deals? damage (to target creature|to any target|to target creature or planeswalker) equal to|deals? (\d+|x|that much|\w+ times x) damage (divided (as you choose|evenly, rounded down,) )?(to|among) (any target|any one target|one or two targets|one, two, or three targets|any number of targets|target creature|target attacking|target blocking|up to (one|two|three) targets|target creature or planeswalker|target (\w+ )?creature|each of up to)/,
  ],
  ['direct_damage', /deals? (\d+|x|that much|\w+ times x) damage to (each of up to (\w+) targets|any target|target player|target opponent|each opponent|target creature or player|one or two targets|any number of targets)|deals? damage to (any target|each player|target player|each opponent) equal to|deals? (\d+|x) damage divided (as you choose|evenly, rounded down,) among (one or two targets|one, two, or three targets|any number of targets)/],
  [
    'board_wipe',
    /\b(destroy|exile) (all|each) ((\w+,?|and|or) )*(creatures?|nonland permanents?|permanents?|artifacts?|enchantments?)\b(?! cards?)(?! you control)(?! with the most votes)|all creatures get -|creatures (that aren't of the chosen type|your opponents control) get -|deals? (\d+|x) damage to each (creature|other creature|non\w+ creature)|return all (\w+ )*(creatures|nonland permanents|permanents) to their owners'|return all (\w+ )*(creatures|nonland permanents|permanents) target (player|opponent) controls to their owner's hand|return each creature your opponents control[^.]* to its owner's hand|each of those \w+ fights a different one of those creatures|each player sacrifices (all|x) (creatures|permanents)|each (non-?\w+ )?creature gets -|non-?\w+ creatures get -|sacrifices? (the rest|creatures the same way|all nonland permanents they control that|all other nonland permanents)/,
  ],
  ['discard', /target player reveals their hand and discards|target (player|opponent) (reveals (their|his or her) hand[^.]*\. you choose [^.]*\. (that player|they) discards?|discards? (\w+ )?cards?)|each opponent discards|you choose a (\w+ )?card from it and exile that card/],
  ['selection', /\bscry \d|look at the top card of your library\. you may put (that card|it) into your graveyard|\bsurveil \d|draw (a card|two cards), then discard|discard (a|one) card, then draw|exile the top (\w+ )?cards? of your library\. (until [^.]*, )?you may (play|cast)|look at the top (\w+ )?cards? of your library[.,]? [^.]*(put|into your hand)/],
  ['card_advantage', new RegExp(`draws? (${NUMBER.replace('a|an|one|', '')}) cards|put (two|three|\\w+ cards|one pile|that pile) (of them )?into your hand|put up to (two|three) [^.]*from among them (onto the battlefield|into your hand)|draws? cards equal|(whenever|at the beginning of)[^.]*draw (a|one) card|(whenever|at the beginning of)[^.]*\\. if [^.]*, draw (a|one) card|\\{t\\}[^:]*: draw a card|(?<!(its controller|that player|target opponent|each opponent) )investigate|connives?|put that card into your hand at the beginning|return up to (two|three) target [^.]*cards? from your graveyard to your hand|instead of putting it into your graveyard as it resolves\\. if you do, return it to your hand|(whenever|at the beginning of)[^.]*you may cast target [^.]*card[^.]* from your graveyard|you may (play lands and )?cast spells from the top of your library|into your hand.{0,80}you may repeat this process`)],
  ['recursion', /gains? flashback|return (up to (one|two|\w+) )?(target |another target |all )?(\w+ )*cards? (with [^.]* )?from (your|a|target player's) graveyard to (your|its owner's) (hand|the battlefield)|you may (cast|play) [^.]* from your graveyard|return [^.]*from your graveyard to the battlefield/],
  ['reanimation', /(return|put) (up to one )?target creature card from (a|your) graveyard (to|onto) the battlefield|put target creature card from a graveyard onto the battlefield|return enchanted creature card to the battlefield|puts? a creature card from (their|his or her|your) graveyard onto the battlefield/],
  ['tutor', /search your library (and\/or graveyard )?for (a|an|up to (one|two|three)|any number of) (?!basic land|land|(\w+ )?land card|plains|island|swamp|mountain|forest)[^.]*card/],
  // Creature tokens (and copies of creatures): Treasure, Food, Clues and Blood are mana or cards, not a board.
  // Tokens given to an opponent for their creature (Pongify, Beast Within) make no board of one's own.
  ['token_maker', /(?<!((?<!have )its controller|that player|target opponent|each opponent) )\bcreates? [^.]*(creature tokens?|tokens? that(?:'s| are)(?: a)? cop(?:y|ies) of)\b/],
  // Doubling Season and Vorinclex double counters of any kind: a counters deck's engine.
  ['counters', /\+1\/\+1 counters?|twice that many of (those|each of those kinds of) counters/],
  ['sacrifice', /sacrifice (a|another) (creature|permanent|artifact)[^:.]*:|whenever (a|another) (\w+ )?creature( you control)? dies|whenever (a|another) (\w+ )?creature[^.]* is put into a graveyard/],
  ['landfall', /\blandfall\b|whenever a land (you control )?enters/],
  ['spells_matter', /whenever you cast (an|a|your) (instant|sorcery|noncreature|instant or sorcery)|instant and sorcery spells you cast cost/],
  // Jace's Erasure: "you may have target player mill a card".
  // Tasha's Hideous Laughter exiles from the top until 20 mana value: Dimir Mill's biggest cut of a library (not Chaos Wand's
  // or Nicol Bolas, God-Pharaoh's exile down to one card to cast).
  ['mill', /(target player|target opponent|each opponent|each player) mills?\b|(each opponent|target player|target opponent) exiles cards from the top of (their|his or her) library until (that player|they) (has|have) exiled|puts all cards revealed this way into (their|his or her) graveyard|mills? (\w+|\d+) cards|put the top (\w+|\d+) cards of (target player's|their|each player's) library into (their|his or her|that player's) graveyard/],
  // "You may gain" too: Soul's Attendant's optional life is Soul Warden's.
  ['lifegain', /\byou (may )?gain (\d+|x|that much) life|\blifelink\b/],
  ['mass_land_denial', /destroy all lands|each player sacrifices (all|\w+) lands|lands don't untap|nonbasic lands are mountains|destroy all (\w+ )?lands|players can't untap more than one land/],
  // Eon Frolicker gives its extra turn to an opponent.
  // Emrakul, the Promised End's extra turn is the opponent's, after the turn it controls; Time Stretch gives two.
  ['extra_turn', /(?<!(opponent|that player) )takes? (an|two) extra turns?/],
  [
    'win_condition',
    // Damage that can only go face closes games (Lava Spike); "any target" is burn that also answers creatures,
    // and only a burn plan makes it the way to win (win-conditions.ts). X damage that can go face is the
    // exception: it scales with the mana to the last points (Banefire, Crackle with Power, Fireball).
    /you win the game|loses the game|each opponent loses (\d+|x|that much) life|deals? (\d+|x) damage to (each opponent|target player|target opponent)|infect|poison counter|deals? (x|\w+ times x) damage (to (any target|each of up to (x|\w+) targets)|divided (evenly, rounded down, |as you choose )?among any number of targets)/,
  ],
];

/**
 * One point of damage or life loss when the card enters (Cauldron Familiar, Voldaren Epicure) happens once:
 * it is not a way to close a game, unless something else on the card repeats it.
 */
const ENTERS_PING = /when cardname enters the battlefield, (it deals 1 damage to each opponent|each opponent loses 1 life)[^.]*\./g;

/** Mana abilities of permanents (rocks and dorks); rituals are not ramp. */
const MANA_ABILITY = /\{t\}[^.:]*: add|: add (one mana|\{[wubrgc]\}|two mana|three mana|x mana)|adds? (an|one) additional|for mana, (its controller )?adds? one mana|\{t\}: untap target (forest|land)/;
/** Land search to hand counts too: Expedition Map and Sylvan Scrying assemble Tron, the land drops a ramp deck needs. */
const RAMP_EFFECT = /search your library for (a|up to (two|three|\w+)|two) (basic )?(land|forest|plains|island|swamp|mountain)[^.]*(onto the battlefield|into your hand)|put (a|up to \w+) land cards? from your hand onto the battlefield|create (a|two|three|x) treasure tokens?|you may play (an |two |three )?additional lands?/;
/**
 * Sentences that hand mana to the opponent's lands (Alpine Moon, Blood Moon's cousins): not ramp. A rock that
 * makes the colours an opponent's lands could produce (Fellwar Stone, Exotic Orchard's kind) is ramp.
 */
const OPPONENTS = /your opponents control|an opponent controls/;
const withoutOpponentsMana = (text: string) => text.split('.').filter((sentence) => !OPPONENTS.test(sentence) || /could produce/.test(sentence)).join('.');
const REPEATABLE = /\b(at the beginning of (your|each|the)|whenever)\b/;
/** An activated ability that is neither a mana ability nor a one-shot (sacrificing the card itself). */
const ACTIVATED_NON_MANA = /^(?!.*\badd\b)(?![^:\n]*sacrifice cardname)[^\n]*\{[^}]+\}[^\n:]*:/m;
/** A one-shot ability line: its cost sacrifices the card, so whatever it says happens once (Mishra's Bauble, Mind Stone). */
function withoutOneShots(text: string): string {
  return text.split('\n').filter((line) => !abilityCost(line).includes('sacrifice cardname')).join('\n');
}
/** Mana for each colour among one's permanents (Bloom Tender): the main mana pattern wants ": add" next to the cost. */
const manaPerColor = (text: string) => text.split('\n').some((line) => line.startsWith('{t}: for each color') && line.includes(', add one mana'));
/** A one-shot line that draws two or three (Hedron Archive): line checks, as recheck flags the pattern. */
const DRAWS_SEVERAL = /^: draw (two|three) cards/;
function oneShotDrawsSeveral(text: string): boolean {
  return text.split('\n').some((line) => {
    const cost = abilityCost(line);
    return cost.includes('sacrifice cardname') && DRAWS_SEVERAL.test(line.slice(cost.length));
  });
}
/** Impulse draw: cards exiled from the top that may be played (Light Up the Stage, Prosper, Expressive Iteration). */
const IMPULSE = /exile the top (\w+ )?cards? of [^.]*librar(y|ies)[^.]*\.( until [^,]*,)? you may (play|cast) (that card|those cards|them|it|cards exiled)|you may play the exiled card/;
const IMPULSE_SEVERAL = /exile the top (two|three|four|five|x|\d+) cards|you may play the exiled card/;
/**
 * A loyalty ability, plus or zero, that puts a card in hand: a planeswalker that does it every turn is a
 * card-advantage engine (Jace, the Mind Sculptor's zero-loyalty Brainstorm too: Blue Moon read "No card advantage").
 */
const LOYALTY_DRAW = /\[(?:\+\d+|0)\]: [^\n]*(draws? (a|one|two|three) cards?|into your hand|you may (play|cast) (that card|it))/;
const WORD_COUNT: Record<string, number> = { a: 1, one: 1, two: 2, three: 3 };
const EVASION = new Set(['Flying', 'Trample', 'Menace', 'Shadow', 'Fear', 'Intimidate', 'Skulk', 'Horsemanship']);

/**
 * A planeswalker's ultimate (a minus ability costing more than its starting
 * loyalty) needs turns of untouched loyalty: decks play the walker for what it
 * does now, so Sorin the Mirthless's 13 damage is not burn.
 */
function withoutUltimates(text: string, record: CardRecord): string {
  const loyalty = Number(record.faces[0]?.loyalty ?? NaN);
  if (!Number.isFinite(loyalty)) return text;
  return text
    .split('\n')
    .filter((line) => !isUltimate(line, loyalty))
    .join('\n');
}

/** A loyalty line whose minus cost is more than the planeswalker's starting loyalty. */
function isUltimate(line: string, loyalty: number): boolean {
  const cost = /^\[[−-](\d+)\]:/.exec(line);
  return cost !== null && Number(cost[1]) > loyalty;
}

/**
 * Whether a planeswalker has an ultimate (Jace, the Mind Sculptor's −12): left alone, it wins. A record without its
 * starting loyalty (a trimmed Scryfall object) reads a cost of 6 or more as one, as most walkers start below it.
 */
function hasUltimate(record: CardRecord): boolean {
  const loyalty = Number(record.faces[0]?.loyalty ?? NaN);
  return record.oracleText.split('\n').some((line) => isUltimate(line, Number.isFinite(loyalty) ? loyalty : UNKNOWN_LOYALTY_ULTIMATE - 1));
}
const UNKNOWN_LOYALTY_ULTIMATE = 6;

/** Rules text for matching: lower case, reminder text removed, own name as CARDNAME. */
function rulesText(record: CardRecord): string {
  // Reminder text explains rules; an emblem is a far-off ultimate, not what the card does in most games.
  let text = withoutUltimates(record.oracleText.replace(/\([^)]*\)/g, '').replace(/you get an emblem with "[^"]*"/gi, 'you get an emblem'), record);
  for (const name of [record.name, ...record.faceNames]) {
    if (!name) continue;
    text = text.split(name).join('CARDNAME');
    const short = name.split(',')[0]!;
    if (short.length > 3 && short !== name) text = text.split(short).join('CARDNAME');
  }
  return currentTemplating(text.toLowerCase());
}

/**
 * Oracle text since Foundations (2024) says "when this creature enters" where the April-2022 data says "when CARDNAME
 * enters the battlefield": read both alike, so a fresh import classifies as the snapshot does (Eternal Witness). The
 * patterns are written in the older words.
 */
function currentTemplating(text: string): string {
  if (!text.includes('this ') && !text.includes(' enters')) return text;
  // Outside quotes only: a quoted ability is a token's or another permanent's ("Sacrifice this creature: Add {C}" on
  // Nest Invader's Eldrazi Spawn), not the card's own.
  return text
    .split('"')
    .map((part, i) => (i % 2 === 1 ? part : part.replace(/\bthis (creature|artifact|enchantment|land|planeswalker|vehicle|equipment|aura|saga|class|battle)\b/g, 'cardname')))
    .join('"')
    .replace(/\benters(?! the battlefield)\b/g, 'enters the battlefield');
}

const cache = new WeakMap<CardRecord, ReadonlySet<Role>>();

const PATTERN_OF = new Map(PATTERNS);

/** Card types and subtypes: every face's spell types count (adventures and modal faces are cast too). */
function typeRoles(record: CardRecord, roles: Set<Role>): void {
  const front = record.faces[0];
  const types = front?.types ?? record.types;
  const subtypes = front?.subtypes ?? record.subtypes;
  const allTypes = new Set(record.faces.flatMap((f) => f.types));
  const byType: Array<[string, Role]> = [['Land', 'land'], ['Creature', 'creature'], ['Artifact', 'artifact'], ['Enchantment', 'enchantment'], ['Planeswalker', 'planeswalker'], ['Instant', 'instant'], ['Sorcery', 'sorcery']];
  for (const [type, role] of byType) if (types.includes(type)) roles.add(role);
  for (const [subtype, role] of [['Equipment', 'equipment'], ['Vehicle', 'vehicle'], ['Aura', 'aura']] as const) if (subtypes.includes(subtype)) roles.add(role);
  if (!roles.has('land') && (allTypes.has('Instant') || allTypes.has('Sorcery')) && !roles.has('instant') && !roles.has('sorcery')) {
    roles.add(allTypes.has('Instant') ? 'instant' : 'sorcery');
  }
}

/** Hand disruption that exiles the chosen card instead of discarding it (Kitesail Freebooter, Tidehollow Sculler). */
const EXILE_FROM_HAND = /you choose an? (noncreature, )?nonland card from it\. exile that card/;
/**
 * A creature's trigger that deals 1 damage to each creature (Forerunner of the Empire, Raging Swordtooth) pings
 * once; it is no board wipe. An activated one that repeats (Krark-Clan Shaman, Scattershot Archer) still sweeps.
 */
const ONE_DAMAGE_SWEEP = /deals? 1 damage to each (other )?creature\b/;
function withoutTriggeredPings(text: string): string {
  return text.split('\n').filter((line) => { const at = line.search(ONE_DAMAGE_SWEEP); return at < 0 || line.slice(0, at).includes(':'); }).join('\n');
}
/**
 * Sentences that remove nothing, left out before the removal pattern is asked again: exiling a permanent only to
 * return it (Momentary Blink, Ephemerate, Flicker of Fate; Flickerwisp and Charming Prince return it in the next
 * sentence; Disorder in the Court returns the exiled cards at the next end step), returning one's own creature to hand
 * (Chulane), and returning a card from a graveyard (Pulse of Murasa).
 */
const RETURNS_IT = /^return (it|that card|them|those cards|the exiled cards) to the battlefield/;
const SENTENCE_END = /\.[ \n]/;
function withoutBlinksAndOwnBounces(text: string): string {
  // Sentences end at a full stop before a space or a new line (an ability per line).
  const sentences = text.split(SENTENCE_END);
  const kept: string[] = [];
  for (let i = 0; i < sentences.length; i++) {
    const s = sentences[i]!;
    const own = s.includes('you control') || s.includes('you own');
    if (s.includes('exile') && s.includes('return') && (own || s.includes('to the battlefield'))) continue;
    // Exiling a creature one owns is a blink, however it comes back (Sword of Hearth and Home puts it onto the battlefield).
    if (s.includes('exile') && s.includes('target creature you own')) continue;
    if (s.includes('exile') && RETURNS_IT.test(sentences[i + 1] ?? '')) {
      i++;
      continue;
    }
    if (s.includes('return') && ((own && s.includes("owner's hand")) || s.includes('from a graveyard'))) continue;
    kept.push(s);
  }
  return kept.join('. ');
}
/**
 * Auras that stop a creature attacking and blocking (Pacifism, Arrest) answer it, and so do those that shrink it by
 * 2 or more (Dead Weight, Precipitous Drop: Orzhov Venture's removal read as a plain aura).
 */
const PACIFY = /enchanted creature can't attack or block|enchanted creature gets -[2-9]\/-[2-9]/;
/** So do auras that strip what the permanent was (Darksteel Mutation, Imprisoned in the Moon, Song of the Dryads). */
const STRIPS_ABILITIES = /loses all (other )?(card types and )?abilities/;
/** Spells exiled from the stack are countered (Mindbreak Trap). */
const EXILE_SPELLS = /exile (any number of )?target spells?\b/;
/** Reveal-and-keep draw: every card of a kind among the top few goes to hand or battlefield (Goblin Ringleader, Muxus, Winding Way). */
const REVEAL_AND_KEEP = /put all (\w+ )?(\w+ )?cards (with mana value \d+ or less |of the chosen type |with the chosen name )?(revealed this way|from among them) (into your hand|onto the battlefield)/;

/**
 * Draw engines the main pattern misses: extra draws each turn (Sylvan Library), the upkeep card to hand (Dark
 * Confidant), a card per thing counted (Bloodtracker, Shamanic Revelation), half of X (Hydroid Krasis), spells cast
 * from the top of the library (Ranger Class). Small separate checks: recheck flags them merged into the main pattern.
 */
const EXTRA_DRAWS = /draws? (two|three) additional cards/;
const UPKEEP_CARD_TO_HAND = 'at the beginning of your upkeep, reveal the top card of your library and put that card into your hand';
const CARD_FOR_EACH = /\bdraws? a card for each\b/;
function drawEngine(text: string, permanent: boolean): boolean {
  if (EXTRA_DRAWS.test(text) || CARD_FOR_EACH.test(text) || text.includes(UPKEEP_CARD_TO_HAND) || text.includes('draw half x cards')) return true;
  if (text.includes('you may cast') && text.includes('spells from the top of your library')) return true;
  return permanent && activatedDraw(text);
}

/**
 * A permanent's ability that draws for mana or life, again and again (Greed, Thrasios, Lolth's 0): a line "cost:
 * ... draw a card" whose cost neither taps it (the main pattern's), sacrifices, discards nor exiles (a one-shot
 * cantrip or a rummage), nor spends loyalty (Teferi, Time Raveler's -3 bounces and replaces itself once).
 */
function activatedDraw(text: string): boolean {
  for (const line of text.split('\n')) {
    const cost = abilityCost(line);
    if (cost === '' || !line.includes('draw a card', cost.length)) continue;
    if (cost.startsWith('[−') || cost.startsWith('[-')) continue;
    if (!cost.includes('{t}') && !cost.includes('sacrifice') && !cost.includes('discard') && !cost.includes('exile') && !/\b(when|whenever|at)\b/.test(cost)) return true;
  }
  return false;
}

const RUMMAGE_TRIGGER = 'discard a card. if you do, draw a card';
const DRAW_TRIGGER = 'whenever you draw a card';
/**
 * A creature that draws a card as it enters (Elvish Visionary, Wall of Omens, Sarulf's Packmate) leaves a body and a
 * card: a two-for-one, as players count it (a Pauper Jund list with ten such creatures was told no card nets more
 * than one). Read by the line, so a death or attack trigger is not one.
 */
const ENTERS_AND_DRAWS = /^when cardname enters the battlefield, (you may )?draw a card\./m;

/**
 * A spell that makes an opponent discard two cards (Hymn to Tourach, Mind Rot) trades one card for two: a two-for-one,
 * as players count it (a Legacy Grixis Delver list with two Hymns was told no card nets more than one), though no draw.
 */
const DISCARDS_TWO = /(target (player|opponent)|each opponent) discards two cards/;

/**
 * A permanent that returns another card from the graveyard as it enters, or again and again (Eternal Witness,
 * Archaeomancer; Orah's Clerics, Meren, Muldrotha, Phyrexian Reclamation): a card back beside the body, a two-for-one as players count
 * it (an Orzhov Clerics list with Orah was told no card nets more than one). A spell that returns one card (Raise
 * Dead) trades one for one, and a creature that returns itself (Bloodghast) is one card still.
 */
const RETURNS_ANOTHER = /(^when cardname enters the battlefield, |whenever |at the beginning of |\{[^}]*\}[^:]*: )[^.]*(return|choose) (up to one )?target [^.]*cards?[^.]* (from|in) your graveyard|during each of your turns, you may [^.]* from your graveyard/m;

/** An artifact or creature that draws as it enters and again as it dies (Ichor Wellspring): two cards for one. */
const DRAWS_COMING_AND_GOING = /^when cardname enters the battlefield or is put into a graveyard from the battlefield, draw a card\./m;

/**
 * Card advantage that is no card draw in the Commander template's sense: a creature whose only draw is the one card
 * it draws as it enters, a spell whose two-for-one is the opponent's discard, a permanent that returns cards from the
 * graveyard, or a second cast that draws nothing.
 */
export function advantageWithoutDraw(record: CardRecord): boolean {
  const text = rulesText(record);
  if (PATTERN_OF.get('card_advantage')!.test(text)) return false;
  const permanent = !record.types.includes('Instant') && !record.types.includes('Sorcery');
  return twoForOneNotDraw(text, record.types.includes('Creature'), permanent) || (castsTwice(record.keywords) && !/\bdraws? /.test(text));
}
/**
 * A triggered loot (Murder of Crows, Baral: "you may draw a card. If you do, discard a card") trades a card for a card;
 * Moon-Circuit Hacker's "discard a card unless it entered this turn" draws clean when ninjutsu puts it in.
 */
const LOOT_TRIGGER = 'you may draw a card. if you do, discard a card';
const loots = (text: string): boolean => text.includes(LOOT_TRIGGER) && !text.includes(`${LOOT_TRIGGER} unless`);

/** Draw that nets cards: filters are selection, one-shot sacrifice cantrips are not advantage, impulse and loyalty draw are. */
function cardFlowRoles(text: string, roles: Set<Role>, permanent: boolean): void {
  const filtered = /draw (\w+) cards?, then (put (\w+) cards? from your hand on top|discard (\w+) cards?)/.exec(text);
  if (filtered && (filtered[3] !== undefined || filtered[4] === filtered[1]) && !/(whenever|at the beginning of)[^.]*draw/.test(text)) {
    roles.delete('card_advantage');
    roles.add('selection');
  }
  // Thrill of Possibility and its kind discard as a cost and draw one more: a rummage, the card itself is the one extra.
  const rummage = /as an additional cost to cast this spell, discard (a|one|two) cards?\.\s*draw (two|three) cards/.exec(text);
  if (rummage && WORD_COUNT[rummage[2]!]! - WORD_COUNT[rummage[1]!]! <= 1) {
    roles.delete('card_advantage');
    roles.add('selection');
  }
  // Valakut Awakening and its kind trade cards in hand for as many new ones plus the card itself.
  if (/put any number of cards from your hand on the bottom of your library, then draw that many/.test(text)) roles.add('selection');
  // Fable of the Mirror-Breaker's second chapter rummages: discard up to two, draw that many.
  if (/discard up to (one|two|three) cards?\. if you do, draw that many/.test(text)) roles.add('selection');
  // A payoff for drawing ("Whenever you draw a card, each opponent loses 1 life": Psychosis Crawler, Jace's Erasure,
  // Ominous Seas) draws nothing: the template counted five such cards as card draw in one precon.
  if (text.includes(DRAW_TRIGGER) && !PATTERN_OF.get('card_advantage')!.test(text.replaceAll(DRAW_TRIGGER, ''))) roles.delete('card_advantage');
  // A triggered rummage ("Whenever it attacks, you may discard a card. If you do, draw a card", Burning-Tree Vandal) trades a card for a card.
  const swap = text.includes(RUMMAGE_TRIGGER) ? RUMMAGE_TRIGGER : loots(text) ? LOOT_TRIGGER : null;
  if (swap && !PATTERN_OF.get('card_advantage')!.test(text.replaceAll(swap, ''))) {
    roles.delete('card_advantage');
    roles.add('selection');
  }
  const lasting = withoutOneShots(text);
  // A one-shot that draws two or more still nets cards (Hedron Archive); one that draws one only replaces itself (Mind Stone).
  if (roles.has('card_advantage') && !PATTERN_OF.get('card_advantage')!.test(lasting) && !oneShotDrawsSeveral(text)) roles.delete('card_advantage');
  // Draw as many cards as the damage dealt (Hunter's Insight, Cold-Eyed Selkie); discard or shuffle, then draw that many, nets nothing.
  if (text.split('.').some((sentence) => sentence.includes('draw that many cards') && sentence.includes('damage'))) roles.add('card_advantage');
  if (IMPULSE.test(text) && (IMPULSE_SEVERAL.test(text) || (permanent && REPEATABLE.test(lasting)))) roles.add('card_advantage');
  if (roles.has('planeswalker') && LOYALTY_DRAW.test(text)) roles.add('card_advantage');
  if (REVEAL_AND_KEEP.test(text)) roles.add('card_advantage');
  if (drawEngine(text, permanent)) roles.add('card_advantage');
  if (tutorsSeveral(text) || BECOMES_MONARCH.test(text)) roles.add('card_advantage');
}

function isRepeatable(text: string, roles: Set<Role>): boolean {
  // The card's own entering trigger happens once; a trigger on other permanents entering (landfall, Soul Warden) repeats.
  const lasting = withoutOneShots(text).replace(/\bwhen cardname enters[^.]*\./g, '');
  return REPEATABLE.test(lasting) || roles.has('planeswalker') || (ACTIVATED_NON_MANA.test(text) && !roles.has('equipment'));
}

/** A creature card exiled from the hand for mana (Simian Spirit Guide, in rules text with its name as CARDNAME): its job is the mana, and it is never a body on the board. */
const EXILED_FOR_MANA = 'exile cardname from your hand: add';

const ATTACKS_DESPITE_DEFENDER = /can attack (this turn )?as though (it|they) didn't have defender|loses defender/;

/** A planeswalker ability that turns a permanent into a creature of set size (Oko's 3/3 Elks). */
const MAKES_BODIES = /base power and toughness \d+\/\d+/;
/**
 * A planeswalker that closes games: it has an ultimate, makes creatures (Lolth's Spiders, Oko's Elks) or deals
 * damage to players. One that does none of these (Narset, Parter of Veils; Teferi, Time Raveler) is value, not a
 * finisher (a Jeskai list's Teferi, Time Raveler was named among its finishers).
 */
function finisherWalker(record: CardRecord, text: string, roles: Set<Role>): boolean {
  return roles.has('planeswalker') && (hasUltimate(record) || roles.has('token_maker') || roles.has('direct_damage') || MAKES_BODIES.test(text));
}
/** The power a creature land's sentence gives it ("becomes a 7/7 blue Giant creature with ward {3}"). */
const LAND_POWER = /becomes? an? (\d+)\//;
const LAND_EVASION = /\b(?:flying|trample|menace|can't be blocked)\b/;

/**
 * A creature land (Mutavault, Hall of Storm Giants) is a threat as well as a land, and a finisher when its body is
 * one (power 5 or more, or 3 or more with evasion): control decks win with them (a Jeskai list with two Halls of
 * Storm Giants was told to add threats).
 */
function landBodyRoles(text: string, roles: Set<Role>): void {
  const sentence = text.split(SENTENCE_END).find((part) => CREATURE_LAND.test(part));
  if (sentence === undefined) return;
  roles.add('threat');
  const power = Number(LAND_POWER.exec(sentence)?.[1] ?? 0);
  if (power >= 5 || (power >= 3 && LAND_EVASION.test(sentence))) roles.add('win_condition');
}

/** A creature's power; one that transforms into a bigger one attacks as that (Thing in the Ice's 7/8 Awoken Horror). */
function attackingPower(record: CardRecord, text: string): number {
  const front = Number(record.faces[0]?.power ?? NaN) + enteringCounters(text);
  const back = record.layout === 'transform' ? Number(record.faces[1]?.power ?? NaN) : NaN;
  return Number.isFinite(back) && !(back <= front) ? back : front;
}

const COUNTER_WORDS: Record<string, number> = { a: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10 };
const ENTERS_WITH_COUNTERS = /^cardname enters the battlefield with (a|one|two|three|four|five|six|seven|eight|nine|ten|\d+) \+1\/\+1 counters? on it\./m;

/** The +1/+1 counters a creature enters with (Kalonian Hydra's four on a 0/0): its body as it attacks. X counters count none. */
function enteringCounters(text: string): number {
  const found = ENTERS_WITH_COUNTERS.exec(text)?.[1];
  return found === undefined ? 0 : (COUNTER_WORDS[found] ?? Number(found));
}

/**
 * A permanent that makes an attacking creature token every upkeep (Bitterblossom's Faerie Rogue, Assemble the Legion):
 * a threat that stays, read per sentence. A 0/1 Eldrazi Spawn each turn (Awakening Zone) is mana, not an attacker.
 */
const UPKEEP_ATTACKER = /create (?:a|an|one|two|three|x|that many) [1-9]\d*\/\d+ /;
const makesAttackerEachUpkeep = (text: string): boolean => text.split(SENTENCE_END).some((s) => s.includes('at the beginning of your upkeep') && s.includes('creature token') && UPKEEP_ATTACKER.test(s));

/** Threats and the cards that close games; creatures whose job is removal (Shriekmaw) are not finishers unless huge. */
function threatRoles(record: CardRecord, text: string, roles: Set<Role>): void {
  const power = attackingPower(record, text);
  const utility = roles.has('removal') && power < 5;
  if (text.includes(EXILED_FOR_MANA)) return;
  // A wall does not attack (Pauper Walls' 20 defenders read as 'Pressure from many cheap creatures'), unless its text lets it.
  // A wall that transforms (Smoldering Egg into Ashmouth Dragon) attacks as its other face.
  const walls = record.keywords.includes('Defender') && record.faces.length < 2 && !ATTACKS_DESPITE_DEFENDER.test(text);
  // Living weapon equipment (Batterskull) arrives with its own body.
  if ((roles.has('creature') && !walls) || roles.has('planeswalker') || roles.has('vehicle') || record.keywords.includes('Living weapon')) roles.add('threat');
  if (!roles.has('creature') && makesAttackerEachUpkeep(text)) roles.add('threat');
  const bigBody = roles.has('creature') && !utility && (power >= 5 || (power >= 3 && roles.has('evasion')));
  if (finisherWalker(record, text, roles) || bigBody || scalingFlier(text)) roles.add('win_condition');
  if (roles.has('land')) landBodyRoles(text, roles);
  // Storm damage (Grapeshot) and curated kill cards (data/win-conditions.ts) end games whatever their text says.
  if ((record.keywords.includes('Storm') && roles.has('direct_damage')) || KILL_CARDS.has(record.name)) roles.add('win_condition');
  if (roles.has('win_condition') && !roles.has('land')) roles.add('threat');
}

/**
 * Answers read by sentence: those that put permanents on the bottom of their owners' libraries, one (Banishing Stroke's
 * "target artifact, creature, or enchantment") removal, all creatures (Terminus) a wipe, which the Aminatou precon's read
 * as no answer; and Duneblast's "choose up to one creature. destroy the rest", a wipe.
 */
function sentenceAnswerRoles(text: string, roles: Set<Role>): void {
  for (const s of text.split(SENTENCE_END)) {
    // Wave of Reckoning: "each creature deals damage to itself equal to its power"; Black Sun's Zenith: "put x -1/-1 counters on each creature".
    if (s.includes('put all creatures on the bottom of their owners') || s.trim().startsWith('destroy the rest') || s.includes('each creature deals damage to itself') || (s.includes('-1/-1 counters on each creature') && !s.includes('you control'))) roles.add('board_wipe');
    // Skinrender: "put three -1/-1 counters on target creature" kills most creatures.
    else if (/put (two|three|four|five|x) -1\/-1 counters on target creature/.test(s)) roles.add('removal');
    // Unexpectedly Absent puts it "into its owner's library just beneath the top X cards": gone for a few draws at least.
    else if (s.includes('put target') && (s.includes("on the bottom of its owner's library") || s.includes("into its owner's library just beneath")) && (s.includes('creature') || s.includes('permanent'))) roles.add('removal');
  }
}

/** The monarch draws a card at each of its end steps (Palace Sentinels, Boros Monarch's engine). */
const BECOMES_MONARCH = /\byou become the monarch\b/;
/** A tutor for two or three cards to the hand is card advantage too (Ranger of Eos, Squadron Hawk, Yavimaya Elder). */
const tutorsSeveral = (text: string): boolean =>
  text.split(SENTENCE_END).some((s) => (s.includes('search your library for up to two') || s.includes('search your library for up to three')) && s.includes('put them into your hand'));
/** A flying token as big as the mana paid closes games (Shark Typhoon). */
const scalingFlier = (text: string): boolean => text.split(SENTENCE_END).some((s) => s.includes('create an x/x') && s.includes('creature token with flying'));

/** The roles the Oracle-text patterns name. */
function patternRoles(text: string, roles: Set<Role>): void {
  for (const [role, pattern] of PATTERNS) if (pattern.test(text)) roles.add(role);
  if (EXILE_FROM_HAND.test(text)) roles.add('discard');
  // Asked before the aura check below: Pacifism's removal is not the pattern's.
  if (roles.has('removal') && !PATTERN_OF.get('removal')!.test(withoutBlinksAndOwnBounces(text))) roles.delete('removal');
  if (PACIFY.test(text) || (roles.has('aura') && text.includes('enchanted ') && (STRIPS_ABILITIES.test(text) || text.includes('enchanted permanent is a colorless')))) roles.add('removal');
  if (EXILE_SPELLS.test(text)) roles.add('counterspell');
  sentenceAnswerRoles(text, roles);
  if (roles.has('board_wipe') && roles.has('creature') && !PATTERN_OF.get('board_wipe')!.test(withoutTriggeredPings(text))) roles.delete('board_wipe');
}

/** Cascade casts a second spell for free: each cascade card is a two-for-one (Shardless Agent, Violent Outburst). */
const CARD_ADVANTAGE_KEYWORDS = ['Cascade'];

/**
 * A card cast a second time from the graveyard is two cards' worth (Lingering Souls, Chainer's Edict, Lunarch
 * Veteran's disturb, Sacred Cat's embalm): an Orzhov Angels list with four disturb creatures was told no card nets
 * more than one. A loot cast twice (Faithless Looting) still nets nothing: selection keeps it out.
 */
const SECOND_CAST_KEYWORDS = ['Flashback', 'Disturb', 'Embalm', 'Eternalize', 'Escape'];
const castsTwice = (keywords: readonly string[]): boolean => keywords.some((k) => SECOND_CAST_KEYWORDS.includes(k));

/** The roles a card's keywords give (after the interaction role, which an overloaded wipe already has by its removal). */
function keywordRoles(keywords: readonly string[], roles: Set<Role>): void {
  if (keywords.some((k) => EVASION.has(k))) roles.add('evasion');
  if (keywords.some((k) => CARD_ADVANTAGE_KEYWORDS.includes(k))) roles.add('card_advantage');
  if (castsTwice(keywords) && !roles.has('selection')) roles.add('card_advantage');
  // A hideaway land plays its one hidden card only when its condition is met (Windbrisk Heights: three attackers): no draw.
  if (keywords.includes('Hideaway') && roles.has('land')) roles.delete('card_advantage');
  // Overloaded, a one-target answer hits every such permanent (Cyclonic Rift, Vandalblast).
  if (keywords.includes('Overload') && roles.has('removal')) roles.add('board_wipe');
  if (keywords.includes('Haste')) roles.add('haste');
}

/** Mana a land drop makes (Lotus Cobra's landfall): ramp without a tap ability. */
const LANDFALL_MANA = /whenever a land enters the battlefield under your control, (you may )?add /;

/**
 * A spell or creature of more than this mana value whose only ramp is a Treasure or two (Contract Killing, Heartless
 * Pillage, Goldspan Dragon) is an answer or a threat that pays a little back, not ramp: a Pirates pile read fourteen
 * ramp pieces.
 */
const TREASURE_SPELL_RAMP_MAX_MANA_VALUE = 3;
/** RAMP_EFFECT's Treasure clause: with it taken out, what ramp is left. */
const MAKES_TREASURE = /create (a|two|three|x) treasure tokens?/g;
const onlyTreasure = (text: string): boolean => text.includes('treasure') && !RAMP_EFFECT.test(text.replace(MAKES_TREASURE, ''));

/**
 * Mana abilities that make no more mana than they take: a sacrifice outlet's (Ashnod's Altar, Phyrexian Altar: a combo
 * piece, not ramp) and a filter's ({1}, {T}: Add one mana of any color: Prophetic Prism). A Signet's {1} for two stays.
 */
function withoutNetZeroMana(text: string): string {
  return text.split('\n').filter((line) => {
    const cost = abilityCost(line);
    if (cost.includes('sacrifice a creature') || cost.includes('sacrifice another creature')) return false;
    return !(/\{\d+\}/.test(cost) && line.includes('add one mana'));
  }).join('\n');
}

/** The mana ability a card gives its Treasures (Goldspan Dragon's two mana): Treasure still, not a mana ability of its own. */
const GRANTED_TREASURE_MANA = /treasures you control have "[^"]*"/g;

/** Mana from a permanent, or lands and Treasure put onto the battlefield (a nonland card). */
function isRamp(record: CardRecord, text: string, isPermanent: boolean): boolean {
  // A one-shot mana source that costs mana (Chromatic Star) only filters colours; free ones (Lotus Petal) are fast mana.
  const manaText = withoutNetZeroMana(record.manaValue > 0 ? withoutOneShots(text) : text).replace(GRANTED_TREASURE_MANA, '');
  if (isPermanent && (MANA_ABILITY.test(withoutOpponentsMana(manaText)) || manaPerColor(manaText) || LANDFALL_MANA.test(manaText))) return true;
  if (!RAMP_EFFECT.test(text)) return false;
  // A threat of four mana or more that leaves a Treasure now and then (Goldspan Dragon, Old Gnawbone) pays back, as
  // such a spell does: a new player's Tiamat pile read thirteen ramp pieces, four of them five-mana Dragons.
  return record.manaValue <= TREASURE_SPELL_RAMP_MAX_MANA_VALUE || !onlyTreasure(text) || (isPermanent && !record.types.includes('Creature'));
}

/**
 * An ability paid with 50 life (Aetherflux Reservoir's 50 damage) is the card's way to win, not an answer: a cEDH
 * Elsha list counted its Reservoir as targeted removal.
 */
const WIN_ONLY_COST = 'pay 50 life:';
function dropWinOnlyAnswers(text: string, roles: Set<Role>): void {
  const rest = new Set<Role>();
  patternRoles(text.split('\n').filter((line) => !line.includes(WIN_ONLY_COST)).join('\n'), rest);
  for (const role of ['removal', 'burn'] as const) if (!rest.has(role)) roles.delete(role);
}

/** A two-for-one that the Commander template does not count as card draw: a body and one card, a discard of two, a card back from the graveyard. */
function twoForOneNotDraw(text: string, creature: boolean, permanent: boolean): boolean {
  return (creature && ENTERS_AND_DRAWS.test(text)) || DISCARDS_TWO.test(text) || (permanent && RETURNS_ANOTHER.test(text));
}

/** A card that is two cards' worth without a draw pattern: those, and Ichor Wellspring's draw coming and going. */
function isTwoForOne(text: string, creature: boolean, permanent: boolean): boolean {
  return twoForOneNotDraw(text, creature, permanent) || DRAWS_COMING_AND_GOING.test(text);
}

export function classifyCard(record: CardRecord): ReadonlySet<Role> {
  const cached = cache.get(record);
  if (cached) return cached;
  const roles = new Set<Role>();
  typeRoles(record, roles);
  const text = rulesText(record);
  const isLand = roles.has('land');
  const isPermanent = (!roles.has('instant') && !roles.has('sorcery')) || roles.has('creature') || isLand;
  patternRoles(text, roles);
  if (text.includes(WIN_ONLY_COST)) dropWinOnlyAnswers(text, roles);
  if (roles.has('win_condition') && !PATTERN_OF.get('win_condition')!.test(text.replace(ENTERS_PING, ''))) roles.delete('win_condition');
  cardFlowRoles(text, roles, isPermanent);
  if (isTwoForOne(text, roles.has('creature'), isPermanent)) roles.add('card_advantage');
  // A removal aura's mana ability is its victim's (Imprisoned in the Moon makes the creature a land).
  if (!isLand && !(roles.has('aura') && roles.has('removal')) && isRamp(record, text, isPermanent)) roles.add('ramp');
  if (roles.has('removal') || roles.has('counterspell') || roles.has('burn') || roles.has('board_wipe') || roles.has('discard')) {
    roles.add('interaction');
  }
  if (roles.has('reanimation')) roles.add('recursion');
  if (!isLand && isPermanent && isRepeatable(text, roles)) roles.add('repeatable_value');
  keywordRoles(record.keywords, roles);
  threatRoles(record, text, roles);
  cache.set(record, roles);
  return roles;
}
