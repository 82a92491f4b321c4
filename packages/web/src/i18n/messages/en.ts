/**
 * English, the reference language: every other language has exactly these keys (checked by the
 * type {@link Messages} and by `messages.test.ts`).
 *
 * Conventions (i18next): `{{name}}` is a value filled in; a key ending `_one` / `_other` is chosen
 * by `count` (the language's plural rules); a key ending `_south` / `_north` is chosen by the side
 * the sentence is about (`context`), so that each language can inflect the side's name as its
 * grammar wants. Terms of the field: house, store, seed, sow, lap, capture, extra turn.
 */
export const en = {
  app: {
    title: 'Kalaha',
    skipToBoard: 'Skip to the board',
    loadError: 'Something went wrong: {{message}}',
  },
  nav: {
    label: 'Main',
    newGame: 'New game',
    game: 'Game',
    rules: 'Rules',
    language: 'Language',
    speed: 'Animation speed',
    sound: 'Sound effects',
  },
  speed: {
    slow: 'Slow',
    normal: 'Normal',
    fast: 'Fast',
    veryFast: 'Very fast',
    reducedMotion: 'Your system asks for reduced motion: moves appear at once.',
  },
  common: {
    close: 'Close',
    seeds_one: '{{count}} seed',
    seeds_other: '{{count}} seeds',
  },
  side: {
    south: 'South',
    north: 'North',
  },
  player: {
    human: '{{name}}',
    you: '{{name}} (you)',
    computer: '{{name}} (computer, level {{level}})',
  },
  board: {
    label: 'Kalaha board',
    house_south: 'South house {{house}}, {{seeds}}',
    house_north: 'North house {{house}}, {{seeds}}',
    store_south: 'South store, {{seeds}}',
    store_north: 'North store, {{seeds}}',
    hinted: 'suggested move',
    toMove_south: 'South to move',
    toMove_north: 'North to move',
    thinking_south: 'South is thinking…',
    thinking_north: 'North is thinking…',
    inHand: 'In hand: {{seeds}}',
    over: 'Game over',
    extraTurn_south: 'Extra turn: South moves again',
    extraTurn_north: 'Extra turn: North moves again',
    pass_south: 'South has no seeds and passes',
    pass_north: 'North has no seeds and passes',
    capture_south: 'South captures {{seeds}}',
    capture_north: 'North captures {{seeds}}',
    keyboardHelp:
      'Keys: arrows choose a house, Enter sows it; or type the house number. H gives a hint, U takes back.',
  },
  announce: {
    sow_south: 'South sows house {{house}}, {{seeds}}.',
    sow_north: 'North sows house {{house}}, {{seeds}}.',
    laps: 'The sowing goes {{count}} times round.',
    lastInStore_south: "The last seed lands in South's store.",
    lastInStore_north: "The last seed lands in North's store.",
    lastInHouse_south: 'The last seed lands in South house {{house}}.',
    lastInHouse_north: 'The last seed lands in North house {{house}}.',
    capture_south: 'South captures {{seeds}}.',
    capture_north: 'North captures {{seeds}}.',
    extraTurn_south: 'South moves again.',
    extraTurn_north: 'North moves again.',
    pass_south: 'South has no seeds and passes.',
    pass_north: 'North has no seeds and passes.',
    sweep_south: "{{seeds}} go to South's store.",
    sweep_north: "{{seeds}} go to North's store.",
    end: 'Game over.',
    next_south: 'South to move.',
    next_north: 'North to move.',
    takeBack: 'Moves taken back. {{next}}',
    hint: 'Hint: house {{house}}.',
    newGame: 'New game. {{next}}',
  },
  presets: {
    kalaha: {
      name: 'Kalaha (Nordic boxed set)',
      source: 'The rule sheets of the Scandinavian boxed sets',
    },
    'kalaha-ownside': {
      name: 'Kalaha, extra turn on your own side',
      source: 'A Swedish web page on the rules of Kalaha',
    },
    'kalaha-felt': {
      name: 'Kalaha on a felt board (4 seeds)',
      source: 'A Norwegian felt-board set',
    },
    'kalaha-de': {
      name: 'Kalaha, German leaflet',
      source: 'The leaflet of a German KALAHA set',
    },
    kalah: {
      name: 'Kalah (standard)',
      source: 'The standard rules of Kalah used in tournaments',
    },
    'kalah-empty-capture': {
      name: 'Kalah, empty capture (as solved in 2000)',
      source: 'The rules that Irving, Donkers and Uiterwijk solved in 2000',
    },
    custom: '{{preset}}, changed',
  },
  options: {
    houses: {
      label: 'Houses per side',
      help: 'How many small pits each player has in his row.',
    },
    seeds: {
      label: 'Seeds per house',
      help: 'How many seeds lie in each house at the start.',
    },
    extraTurn: {
      label: 'Extra turn',
      help: 'When you may move again after your last seed lands.',
    },
    capture: {
      label: 'Capture',
      help: 'What happens when your last seed lands in an empty house of yours.',
    },
    emptyCapture: {
      label: 'Capture opposite an empty house',
      help: 'Whether your lone seed still goes to your store when the opposite house is empty.',
    },
    captureNeedsLap: {
      label: 'Capture only after a lap',
      help: "A capture counts only if the move has sown into your opponent's houses.",
    },
    captureTwoThree: {
      label: 'Capture twos and threes',
      help: "Last seed makes an opponent's house hold 2 or 3: take it, and such houses before it.",
    },
    skipOrigin: {
      label: 'Skip the emptied house',
      help: 'On a long sowing, the house you emptied gets no seed.',
    },
    endRule: {
      label: 'When a side is empty',
      help: 'What happens to the seeds left when one player has no seeds in his houses.',
    },
    majorityEnd: {
      label: 'End at more than half',
      help: 'The game also ends when a store holds more than half of all seeds.',
    },
    tieBreak: {
      label: 'Equal stores',
      help: 'Who wins when both stores hold the same number of seeds.',
    },
  },
  values: {
    extraTurn: {
      store: 'Last seed in your store',
      ownSide: 'Last seed in your store or an occupied house of yours',
      none: 'Never',
    },
    capture: {
      opposite: 'Take it and the opposite house',
      none: 'No captures',
    },
    endRule: {
      emptierTakes: 'The player who emptied takes the rest',
      ownerTakes: 'Each player keeps his own',
      playOn: 'Play on until every house is empty',
    },
    tieBreak: {
      draw: 'A draw',
      emptierWins: 'The player whose side was emptied wins',
    },
  },
  levels: {
    '1': 'Beginner',
    '2': 'Novice',
    '3': 'Casual',
    '4': 'Club player',
    '5': 'Strong club player',
    '6': 'Expert',
    '7': 'Master',
    '8': 'Grandmaster',
    '9': 'Champion',
    '10': 'Perfect',
  },
  newGame: {
    title: 'New game',
    preset: 'Rule set',
    from: 'From: {{source}}',
    options: 'Change the rules',
    optionsChanged_one: '{{count}} rule changed from the rule set',
    optionsChanged_other: '{{count}} rules changed from the rule set',
    resetOptions: 'Back to the rule set',
    invalidOptions: 'This rule cannot be played as chosen: {{option}}.',
    contradictionLap: '“Capture only after a lap” needs captures: choose a capture rule first.',
    contradictionTieBreak:
      '“The player whose side was emptied wins” does not go with playing on until every house is empty: then both sides end empty.',
    opponent: 'Opponent',
    computer: 'The computer',
    friend: 'A friend on this device',
    level: 'Computer level',
    levelValue: 'Level {{level}}: {{name}}',
    yourSide: 'You play',
    starts: 'Who starts',
    startsSouth: 'South',
    startsNorth: 'North',
    startsLot: 'Draw lots',
    start: 'Start the game',
    continue: 'Continue the unfinished game',
    importRecord: 'Open a saved game',
  },
  lot: {
    title: 'Drawing lots',
    drawing: 'The seed is hidden in one fist…',
    result_south: 'South starts!',
    result_north: 'North starts!',
    fistSouth: "South's fist",
    fistNorth: "North's fist",
    go: 'Play',
  },
  game: {
    title: 'Game',
    moves: 'Moves',
    noMoves: 'No moves yet.',
    turnRow: '{{number}}. {{player}}',
    takeBack: 'Take back',
    hint: 'Hint',
    hintThinking: 'Looking for a good move…',
    hintResult: 'Try house {{house}}.',
    newGame: 'New game',
    rulesPage: 'Rules of this game',
    record: 'Game record',
    exportFile: 'Save as a file',
    copyLink: 'Copy a link',
    linkCopied: 'Link copied. Anyone who opens it sees this game.',
    linkNotCopied: 'Copying is not allowed here. Select the link and copy it yourself:',
    importFile: 'Open a file',
    imported: 'The game was opened.',
    importError: 'This is not a game record we can read: {{message}}',
    restored: 'Your unfinished game is back.',
  },
  analysis: {
    title: 'Analysis',
    show: 'Show the analysis',
    hide: 'Hide the analysis',
    thinking: 'Thinking…',
    explain:
      'For each move: how many seeds ahead the player to move ends, if both then play their best. Exact values are proven; the others are estimates.',
    move: 'House {{house}}',
    value: 'Value',
    exact: 'exact',
    estimate: 'estimate',
    extraTurn: 'extra turn',
    best: 'best',
    none: 'No moves to analyse.',
    graph: 'Evaluation graph',
    graphExplain: 'Above the line South is ahead, below it North; in seeds, after each move.',
    graphLoading: 'Drawing the graph…',
    graphMove: 'Move',
    graphValue: 'South ahead by',
  },
  result: {
    win_south: 'South wins {{south}} to {{north}}',
    win_north: 'North wins {{north}} to {{south}}',
    draw: 'A draw, {{south}} to {{north}}',
    you: 'You win!',
    computer: 'The computer wins.',
    sideEmptyEmptierTakes_south:
      "South's houses were empty, so South took the {{seeds}} left in North's houses.",
    sideEmptyEmptierTakes_north:
      "North's houses were empty, so North took the {{seeds}} left in South's houses.",
    sideEmptyOwnerTakes_south:
      "South's houses were empty, so North put the {{seeds}} left in his houses into his store.",
    sideEmptyOwnerTakes_north:
      "North's houses were empty, so South put the {{seeds}} left in his houses into his store.",
    sideEmptyBoth: 'Both sides were emptied by the same move.',
    majority_south:
      "South's store held more than half of the seeds; the seeds left went to their owners.",
    majority_north:
      "North's store held more than half of the seeds; the seeds left went to their owners.",
    allEmpty: 'Every house was empty.',
    tieBreak_south: 'The stores are equal; South wins because his side was emptied.',
    tieBreak_north: 'The stores are equal; North wins because his side was emptied.',
    score: 'Score',
    rematch: 'Rematch with sides swapped',
    review: 'Review the game',
  },
  review: {
    title: 'Review',
    first: 'To the start',
    previous: 'Previous move',
    next: 'Next move',
    last: 'To the end',
    position_one: 'After move {{number}} of {{count}}',
    position_other: 'After move {{number}} of {{count}}',
    start: 'Start position',
    exit: 'Leave the review',
  },
  rulesPage: {
    title: 'Rules: {{name}}',
    print: 'Print',
    back: 'Back',
    sourceTitle: 'Where these rules come from',
    equipment: 'The board',
    equipmentText:
      'Each player has a row of {{houses}} houses in front of him and a store at his right end. At the start every house holds {{seeds}}: {{total}} in all. The stores are empty.',
    aim: 'The aim',
    aimText: 'Have more seeds in your store than your opponent when the game ends.',
    moveTitle: 'A move',
    moveText:
      'Take all the seeds from one of your houses and sow them one by one, counter-clockwise, into the following houses and your own store. Your opponent’s store is always skipped.',
    skipOriginText: 'When a sowing goes all the way round, the house you emptied is skipped.',
    extraTurnTitle: 'Extra turn',
    extraTurnStore: 'If your last seed lands in your own store, you move again.',
    extraTurnOwnSide:
      'If your last seed lands in your own store, or in one of your houses that already held seeds, you move again.',
    extraTurnNone: 'There are no extra turns: after each move it is your opponent’s turn.',
    captureTitle: 'Capture',
    captureOpposite:
      'If your last seed lands in an empty house of your own, you take that seed and all the seeds in the opposite house and put them in your store. A capture never gives an extra turn.',
    captureEmptyYes: 'If the opposite house is empty, your lone seed still goes to your store.',
    captureEmptyNo: 'If the opposite house is empty, nothing is captured and the seed stays.',
    captureNeedsLap:
      'A capture only counts if the move has sown seeds into your opponent’s houses first.',
    captureNone: 'There are no captures from your own side.',
    captureTwoThree:
      'If your last seed makes one of your opponent’s houses hold 2 or 3 seeds, you capture them, and also the houses just before it that hold 2 or 3, up to 3 houses in all.',
    endTitle: 'End of the game',
    endEmptierTakes:
      'When all the houses of one player are empty, that player takes all the seeds left in his opponent’s houses into his store, and the game is over.',
    endOwnerTakes:
      'When all the houses of one player are empty, the other player puts the seeds left in his own houses into his store, and the game is over.',
    endPlayOn:
      'When a player has no seeds in his houses, he passes and his opponent moves again, until seeds come to his side. The game is over when every house is empty.',
    majorityEnd:
      'The game also ends as soon as one store holds more than half of all seeds ({{half}}); each player then puts the seeds left in his houses into his store.',
    resultTitle: 'The winner',
    resultText: 'The player with more seeds in his store wins.',
    tieDraw: 'Equal stores are a draw.',
    tieEmptierWins:
      'With equal stores, the player whose side was emptied wins; otherwise it is a draw.',
    startsText: 'Draw lots to decide who begins.',
  },
} as const;

/** A language's messages: the shape of {@link en}, every leaf a string. */
export type Messages = Shape<typeof en>;

type Shape<T> = { readonly [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };
