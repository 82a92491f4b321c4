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
  notFound: {
    title: 'Page not found',
    text: 'There is no page at this address. Games start from the first page.',
    start: 'Go to the first page',
  },
  nav: {
    label: 'Main',
    newGame: 'New game',
    game: 'Game',
    rules: 'Rules',
    settings: 'Settings',
    language: 'Language',
    speed: 'Animation speed',
    sound: 'Sound effects',
    online: 'Online',
    puzzles: 'Puzzles',
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
  games: {
    kalaha: 'Kalaha',
    wari: 'Wari',
    obridjie: 'Obridjie',
    giuthi: 'Giuthi',
  },
  player: {
    human: '{{name}}',
    you: '{{name}} (you)',
    computer: '{{name}} (computer, level {{level}})',
  },
  board: {
    bank_south: "South's bank, {{seeds}}",
    bank_north: "North's bank, {{seeds}}",
    four_south: '4 seeds go to South',
    four_north: '4 seeds go to North',
    grandSlam_south: 'Grand slam: South captures nothing',
    grandSlam_north: 'Grand slam: North captures nothing',
    mustFeed_south: 'South must give North seeds',
    mustFeed_north: 'North must give South seeds',
    relay: 'Relay: {{seeds}} lifted again',
    label: '{{game}} board',
    sow: {
      ccw: 'Sow house {{house}} counter-clockwise',
      cw: 'Sow house {{house}} clockwise',
    },
    choice: {
      ccw_south: 'South chooses again, counter-clockwise',
      ccw_north: 'North chooses again, counter-clockwise',
      cw_south: 'South chooses again, clockwise',
      cw_north: 'North chooses again, clockwise',
    },
    chooseAgain: {
      ccw_south: 'South chooses again: sow counter-clockwise',
      ccw_north: 'North chooses again: sow counter-clockwise',
      cw_south: 'South chooses again: sow clockwise',
      cw_north: 'North chooses again: sow clockwise',
    },
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
    passNoPair_south: 'South has no house with 2 or more seeds and passes',
    passNoPair_north: 'North has no house with 2 or more seeds and passes',
    capture_south: 'South captures {{seeds}}',
    capture_north: 'North captures {{seeds}}',
    keyboardHelp:
      'Keys for {{game}}: arrows choose a house, Enter sows it; or type the house number. H gives a hint, U takes back.',
  },
  announce: {
    relay_south:
      'The last seed falls in an occupied house: South house {{house}}, {{seeds}}, is lifted and sown on.',
    relay_north:
      'The last seed falls in an occupied house: North house {{house}}, {{seeds}}, is lifted and sown on.',
    four_south: 'South house {{house}} holds 4: they go to South.',
    four_north: 'North house {{house}} holds 4: they go to North.',
    grandSlam_south:
      "Grand slam: South would take every seed on North's side, so nothing is captured.",
    grandSlam_north:
      "Grand slam: North would take every seed on South's side, so nothing is captured.",
    mustFeed_south: "South must sow into North's empty houses.",
    mustFeed_north: "North must sow into South's empty houses.",
    sweepBank_south_one: "{{seeds}} goes to South's bank.",
    sweepBank_south_other: "{{seeds}} go to South's bank.",
    sweepBank_north_one: "{{seeds}} goes to North's bank.",
    sweepBank_north_other: "{{seeds}} go to North's bank.",
    offer_south: 'South offers to end the game. North, do you agree?',
    offer_north: 'North offers to end the game. South, do you agree?',
    declined: 'The offer is declined. {{next}}',
    sow_south: 'South sows house {{house}}, {{seeds}}.',
    sow_north: 'North sows house {{house}}, {{seeds}}.',
    sowDirection: {
      ccw_south: 'South sows house {{house}} counter-clockwise, {{seeds}}.',
      ccw_north: 'North sows house {{house}} counter-clockwise, {{seeds}}.',
      cw_south: 'South sows house {{house}} clockwise, {{seeds}}.',
      cw_north: 'North sows house {{house}} clockwise, {{seeds}}.',
    },
    choice_south: 'The last seed lands in an occupied house of South.',
    choice_north: 'The last seed lands in an occupied house of North.',
    chooseAgain: {
      ccw_south:
        'South chooses again: any house of his with at least 2 seeds, sown counter-clockwise.',
      ccw_north:
        'North chooses again: any house of his with at least 2 seeds, sown counter-clockwise.',
      cw_south: 'South chooses again: any house of his with at least 2 seeds, sown clockwise.',
      cw_north: 'North chooses again: any house of his with at least 2 seeds, sown clockwise.',
    },
    roundEnd: 'The round is over.',
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
    passNoPair_south: 'South has no house with 2 or more seeds and passes.',
    passNoPair_north: 'North has no house with 2 or more seeds and passes.',
    sweep_south_one: "{{seeds}} goes to South's store.",
    sweep_south_other: "{{seeds}} go to South's store.",
    sweep_north_one: "{{seeds}} goes to North's store.",
    sweep_north_other: "{{seeds}} go to North's store.",
    end: 'Game over.',
    next_south: 'South to move.',
    next_north: 'North to move.',
    takeBack: 'Moves taken back. {{next}}',
    hint: 'Hint: house {{house}}.',
    hintSow: {
      ccw: 'Hint: house {{house}}, counter-clockwise.',
      cw: 'Hint: house {{house}}, clockwise.',
    },
    newGame: 'New game. {{next}}',
  },
  presets: {
    wari: { name: 'Wari (German leaflet)', source: 'The leaflet of a German KALAHA set' },
    oware: {
      name: 'Oware (a grand slam captures nothing)',
      source: 'Wari of the German leaflet with the grand slam of the Oware tournament rules',
    },
    obridjie: { name: 'Obridjie (German leaflet)', source: 'The leaflet of a German KALAHA set' },
    giuthi: {
      name: 'Giuthi (German leaflet)',
      source: 'The leaflet of a German KALAHA set, and the Kikuyu game it describes',
    },
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
    grandSlam: {
      label: 'Grand slam',
      help: "A move that would capture every seed on your opponent's side.",
    },
    cycleRule: {
      label: 'Seeds left at a repetition or an agreed end',
      help: 'Who gets the seeds left when a position occurs for the third time or both agree to end.',
    },
    captureChain: {
      label: 'How far a capture goes back',
      help: 'After the house your last seed made hold 2 or 3, which houses before it are taken too.',
    },
    originSkip: {
      label: 'Skip the emptied house',
      help: 'Whether a sowing that comes all the way round puts a seed in the house it was lifted from.',
    },
    shrink: {
      label: 'How the board shrinks',
      help: 'Houses a side the board loses when the loser holds less than 1/2, 1/4 or 1/8 of the seeds.',
    },
    secondCapture: {
      label: 'Second capture',
      help: 'Which empty houses of yours beside the capturing one also take the seeds opposite them.',
    },
    furtherChoice: {
      label: 'Sowing again from your own house',
      help: 'Which of your houses you may sow when your last seed lands in an occupied house of yours.',
    },
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
    rounds: {
      label: 'A match of rounds',
      help: 'The loser of a round lays out his seeds for the next one, on a board that shrinks with his share.',
    },
    tieBreak: {
      label: 'Equal stores',
      help: 'Who wins when both stores hold the same number of seeds.',
    },
  },
  values: {
    grandSlam: {
      forbidden: 'Not allowed unless every move is one; then it captures nothing',
      noCapture: 'Allowed, and it captures nothing',
    },
    cycleRule: {
      ownSide: 'Each player takes the seeds on his side',
      split: 'They are shared equally',
    },
    captureChain: {
      chain: 'Every house back along the row that holds 2 or 3',
      pair: 'At most the one house just before it',
    },
    originSkip: {
      always: 'Always skipped',
      over12: 'Skipped only with more than 12 seeds',
    },
    shrink: {
      oneThreeFour: '1, 3 or 4 houses (the leaflet)',
      oneTwoThree: '1, 2 or 3 houses',
    },
    secondCapture: {
      eitherNeighbour: 'An empty house of yours on either side',
      next: 'Only the next house in the direction of sowing',
    },
    furtherChoice: {
      anyHouse: 'Any house of yours with seeds',
      twoOrMore: 'A house of yours with at least 2 seeds',
    },
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
    quickTitle: 'Play now',
    quickComputer: 'Play the computer',
    quickFriend: 'Play a friend here',
    quickFriendWhat: '{{rules}}, on this device',
    quickOnline: 'Play online',
    quickOnlineWhat: '{{rules}}: make a game and share its link',
    chooseTitle: 'Or choose the game',
    quickComputerWhat: '{{rules}} · {{level}}',
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
    online: 'Someone online, with a link',
    onlineTitle: 'Online game',
    clock: 'Clock',
    noClock: 'No clock',
    withClock: 'A clock for each player',
    minutes: 'Minutes each',
    increment: 'Seconds added per move',
    rating: 'Rating',
    rated: 'Rated: the result changes both ratings',
    casual: 'Casual: no rating change',
    onlineSide: 'Your side',
    sideRandom: 'Drawn at random',
    onlineStarts: 'South moves first in an online game.',
    createOnline: 'Create the game and get its link',
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
    offerEnd: 'Offer to end',
    offerTitle: 'End the game here?',
    offerText_south: 'South offers to end the game. North, do you agree?',
    offerText_north: 'North offers to end the game. South, do you agree?',
    offerRule: 'The seeds left on the board then go as after a repetition.',
    offerAccept: 'Yes, end the game',
    offerDecline: 'No, play on',
    offerConsidering: 'The computer is considering your offer…',
    offerDeclined: 'The computer declines your offer and plays on.',
    title: 'Game',
    moves: 'Moves',
    noMoves: 'No moves yet.',
    turnRow: '{{number}}. {{player}}',
    takeBack: 'Take back',
    hint: 'Hint',
    hintThinking: 'Looking for a good move…',
    hintResult: 'Try house {{house}}.',
    hintSow: {
      ccw: 'Try house {{house}}, counter-clockwise.',
      cw: 'Try house {{house}}, clockwise.',
    },
    newGame: 'New game',
    rulesPage: 'Rules of this game',
    record: 'Game record',
    exportFile: 'Save as a file',
    copyLink: 'Copy a link',
    linkCopied: 'Link copied. Anyone who opens it sees this game.',
    linkNotCopied: 'Copying is not allowed here. Select the link and copy it yourself:',
    importFile: 'Open a file',
    importedStated:
      'The file states {{south}} to {{north}}: the banks before the seeds left on the board went to their sides, as the Aualé program writes its results.',
    imported: 'The game was opened.',
    importError: 'This is not a game record we can read.',
    importBadMoves: 'This game record cannot be opened: its moves do not follow its rules.',
    importUnsupported: 'This game record is of a kind the app cannot open.',
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
    direction: {
      ccw: 'counter-clockwise',
      cw: 'clockwise',
    },
    none: 'No moves to analyse.',
    graph: 'Evaluation graph',
    graphExplain: 'Above the line South is ahead, below it North; in seeds, after each move.',
    graphLoading: 'Drawing the graph…',
    graphMove: 'Move',
    graphValue: 'Seeds ahead',
    graphLead_south: 'South is ahead by {{seeds}}.',
    graphLead_north: 'North is ahead by {{seeds}}.',
    graphLevel: 'The players are level.',
  },
  result: {
    noMove_south:
      'South was to move and had no legal move; the seeds left went to the owner of their side.',
    noMove_north:
      'North was to move and had no legal move; the seeds left went to the owner of their side.',
    repetition: 'The same position occurred for the third time.',
    agreement: 'Both players agreed to end the game.',
    leftOwnSide: 'Each player took the seeds left on his side.',
    leftShared: 'The seeds left were shared equally; an odd one stayed on the board.',
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
  giuthi: {
    roundLine: 'Round {{number}} · {{houses}} houses a side',
    setupLine: 'Setting up round {{number}} · {{houses}} houses a side',
    rounds: 'Rounds',
    noRounds: 'No round finished yet.',
    round: 'Round',
    houses: 'Houses',
    winner: 'Winner',
    drawn: 'Draw',
    roundWin_south: 'Round {{number}}: South wins, {{south}} to {{north}}.',
    roundWin_north: 'Round {{number}}: North wins, {{north}} to {{south}}.',
    roundDraw: 'Round {{number}}: a draw, {{south}} to {{north}}.',
    arranging_south:
      'South lays out his {{seeds}} on {{houses}} houses, at least one in each; North mirrors them.',
    arranging_north:
      'North lays out his {{seeds}} on {{houses}} houses, at least one in each; South mirrors them.',
    layout_south: 'South lays out {{pattern}} from house 1; North mirrors it.',
    layout_north: 'North lays out {{pattern}} from house 1; South mirrors it.',
    matchWin_south: 'South wins the match, {{south}} seeds to {{north}}',
    matchWin_north: 'North wins the match, {{north}} seeds to {{south}}',
    matchDraw: 'The match is a draw, {{south}} seeds to {{north}}',
    givenUpWin_south: 'South wins the match',
    givenUpWin_north: 'North wins the match',
    givenUpInRound:
      "The match was given up in round {{number}}, with {{south}} seeds in South's bank and {{north}} in North's.",
    givenUpBetween: 'The match was given up between rounds {{number}} and {{next}}.',
    why: {
      cannotFill_south:
        'South cannot put one seed in each of the {{houses}} houses of a new round.',
      cannotFill_north:
        'North cannot put one seed in each of the {{houses}} houses of a new round.',
      allSeeds_south: 'South holds every seed.',
      allSeeds_north: 'North holds every seed.',
      equalSeeds: 'The last round left both players with equal seeds.',
      singleRound: 'A single round was played.',
    },
    roundsWon_one: '{{count}} round played: South won {{south}}, North {{north}}.',
    roundsWon_other: '{{count}} rounds played: South won {{south}}, North {{north}}.',
    keyboardHelp:
      'Keys for Giuthi: arrows choose a house, Enter shows its two arrows; then Left or Right chooses the direction and Enter sows. Escape hides the arrows.',
    setup: {
      title_south: 'South sets up the next round',
      title_north: 'North sets up the next round',
      intro_south:
        'South lost the round and lays out his {{seeds}} on {{houses}} houses, at least one in each.',
      intro_north:
        'North lost the round and lays out his {{seeds}} on {{houses}} houses, at least one in each.',
      how: 'Drag a seed from the hand or a house to another house, or tap one to take a seed and tap another to put it; + takes a seed from the hand, − gives it back.',
      house: 'House {{house}}, {{seeds}}',
      less: 'One seed less in house {{house}}',
      more: 'One seed more in house {{house}}',
      mirrorHouse_south: 'South house {{house}}, {{seeds}}, mirrored',
      mirrorHouse_north: 'North house {{house}}, {{seeds}}, mirrored',
      mirror_south: 'South lays out the same pattern and keeps {{seeds}} in his bank.',
      mirror_north: 'North lays out the same pattern and keeps {{seeds}} in his bank.',
      hand: 'Seeds in hand: {{seeds}}',
      handShort_one: 'Hand: {{count}} seed',
      handShort_other: 'Hand: {{count}} seeds',
      spread: 'Spread evenly',
      clear: 'Start again',
      holding: 'A seed is taken: tap where to put it.',
      unplaced_one: '{{count}} seed still to place.',
      unplaced_other: '{{count}} seeds still to place.',
      empty_one: 'House {{houses}} is still empty.',
      empty_other: 'Houses {{houses}} are still empty.',
      done: 'Start the round',
    },
  },
  review: {
    title: 'Review',
    first: 'To the start',
    previous: 'Previous move',
    next: 'Next move',
    last: 'To the end',
    after: 'After {{move}}',
    keys: 'Keys: Left and Right step through the moves, Home and End go to the start and the end.',
    position_one: 'After move {{number}} of {{count}}',
    position_other: 'After move {{number}} of {{count}}',
    start: 'Start position',
    exit: 'Leave the review',
  },
  rulesPage: {
    examples: 'Examples, played by the rules',
    before: 'Before',
    after: 'After',
    example: {
      sowing:
        '{{player}} lifts the {{seeds}} of house {{house}} and sows them one by one into the pits that follow.',
      capture:
        '{{player}} sows house {{house}}; where the last seed lands, {{player}} captures {{captured}}.',
      extraTurn:
        '{{player}} sows house {{house}}; the last seed lands in the store, so {{player}} moves again.',
      board:
        'South: houses {{south}}, {{southStore}} won. North: houses {{north}}, {{northStore}} won.',
    },
    chooseSet: 'Rule set shown',
    everySet: 'Every rule set the app plays: choose one to read its rules.',
    relEquipmentText:
      'Each player has a row of {{houses}} houses in front of him. There are no stores on the board: the seeds a player wins lie beside it, in his bank. At the start every house holds {{seeds}}: {{total}} in all.',
    relAimText: 'Win more seeds into your bank than your opponent.',
    wariMoveText:
      'Take all the seeds from one of your houses and sow them one by one, counter-clockwise, into the following houses of both rows. The house you emptied is always skipped.',
    wariCapture:
      'If your last seed makes a house of your opponent hold 2 or 3 seeds, you win them, and also those of the houses before it on his side that hold 2 or 3, back to the first that does not.',
    wariMoveTextOver12:
      'Take all the seeds from one of your houses and sow them one by one, counter-clockwise, into the following houses of both rows. The house you emptied is skipped only if you lifted more than 12 seeds; with 12 or fewer it gets a seed when the sowing comes round.',
    wariCapturePair:
      'If your last seed makes a house of your opponent hold 2 or 3 seeds, you win them, and also those of the house just before it on his side if it holds 2 or 3, but no more.',
    grandSlamForbidden:
      'A move that would win every seed on your opponent’s side (a grand slam) is not allowed unless every move is one; then it is played and wins nothing.',
    grandSlamNoCapture:
      'A move that would win every seed on your opponent’s side (a grand slam) may be played, but wins nothing.',
    feedTitle: 'Feeding',
    mustFeed:
      'When all your opponent’s houses are empty, you must play a move that sows seeds into them. If no move can, the game ends.',
    wariEnd:
      'The game ends when the player to move cannot move, or when a bank holds more than half of all seeds ({{half}}). The seeds left in the houses go to the owner of the side they lie on.',
    repetitionTitle: 'Repetition and an agreed end',
    repetition:
      'The game also ends when the same position (the board and the player to move) occurs for the third time since the last capture, or when both players agree to end it: one offers, the other accepts.',
    leftOwnSide: 'Each player then takes the seeds left on his side.',
    leftShared: 'The seeds left are then shared equally; an odd seed is left out.',
    obridjieMoveText:
      'Take all the seeds from one of your houses and sow them one by one, counter-clockwise, into the following houses of both rows. If you lifted 12 seeds or more, the house you emptied is skipped.',
    obridjieFour:
      'Whenever a seed that is not the last of the sowing makes a house hold exactly 4, those 4 go at once to the bank of the player on whose side the house lies.',
    obridjieLast:
      'If the last seed makes the house hold 4, you win these 4 and your turn ends. If the house held seeds before, you lift them all and sow on from the next house (relay sowing). If it was empty, your turn ends.',
    obridjieEndless: 'A move whose relay sowing would never end is not allowed.',
    obridjieEnd:
      'The game ends when the player to move cannot move. The seeds left in the houses go to the owner of the side they lie on.',
    relResultText: 'The player with more seeds in his bank wins; equal banks are a draw.',
    giuthiAimText:
      'Win more seeds than your opponent. In a match of rounds, the loser of each round starts the next with fewer houses, until one player cannot fill his row.',
    giuthiMoveText:
      'Take all the seeds from one of your houses that holds at least 2, and sow them one by one into the following houses of both rows, in the direction you choose: counter-clockwise or clockwise. The banks are never sown into; the house you emptied gets seeds on later laps.',
    giuthiLastTitle: 'Where the last seed lands',
    giuthiRelay:
      'In an occupied house of your opponent: you lift its seeds and sow them on in the opposite direction.',
    giuthiChoice:
      'In an occupied house of yours: you choose again, any house of yours with at least 2 seeds, sown in the direction opposite to the lap just made. If you have none, your turn ends.',
    giuthiChoiceAny:
      'In an occupied house of yours: you choose again, any house of yours with seeds, even a single one, sown in the direction opposite to the lap just made. If you have none, your turn ends.',
    giuthiEmptyTheirs: 'In an empty house of your opponent: your turn ends.',
    giuthiCapture:
      'In an empty house of yours: you capture that seed and the seeds in the opposite house. If your next house in the direction of sowing is empty too, you also take the seeds opposite it.',
    giuthiCaptureEither:
      'In an empty house of yours: you capture that seed and the seeds in the opposite house. If a house of yours beside it is empty too, on either side, you also take the seeds opposite it.',
    giuthiEnd:
      'A player with no house holding 2 or more seeds passes. The round ends when neither player can move; the seeds left in the houses go to the owner of their side.',
    giuthiRoundsTitle: 'Rounds',
    giuthiRounds:
      'The player with fewer seeds lays out all his seeds in his row as he likes, at least one in every house; his opponent lays out the same pattern on his side and keeps the rest in his bank. The loser starts the next round.',
    giuthiShrink:
      'If the loser holds less than half of all seeds, the board loses 1 house a side; less than a quarter, 2; less than an eighth, 3. When he wins a bigger share back, the board grows again.',
    giuthiShrinkOneThreeFour:
      'If the loser holds less than half of all seeds, the board loses 1 house a side; less than a quarter, 3; less than an eighth, 4, but never fewer than 2 houses a side. When he wins a bigger share back, the board grows again.',
    giuthiMatchEnd:
      'The match ends when the loser cannot put one seed in every house of his row, or holds no seeds; equal seeds after a round make the match a draw.',
    giuthiSingle:
      'A single round is played: the player with more seeds wins; equal seeds are a draw.',
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
    tieBothEmptied: 'If one move empties both sides, the player who made it wins.',
    startsText: 'Draw lots to decide who begins.',
  },
  puzzles: {
    title: 'Puzzles',
    intro: 'Positions where one move is best, proven to the end of the game: find it.',
    rules: 'Rules',
    theme: 'Theme',
    allThemes: 'All themes',
    daily: 'Puzzle of the day',
    dailyBadge: 'Today’s puzzle',
    heading: 'Puzzle {{number}}',
    puzzleRating: 'rated {{rating}}',
    task: 'Find the best move for South.',
    yourRating: 'Your puzzle rating',
    record: '{{solved}} of {{tried}} solved at the first try',
    right: 'Right! House {{house}} is the best move: {{value}}.',
    wrong: 'Not the best. House {{house}}: {{value}}. The best is house {{best}}: {{bestValue}}.',
    ratingChange: 'Your puzzle rating: {{before}} → {{after}}.',
    unsent: 'Your online puzzle rating was not updated: {{reason}}',
    unrated: 'You tried this puzzle before, so it is not rated again.',
    showing: 'The solution, turn by turn',
    turn: '{{player}}: {{houses}}',
    values: 'Every move, proven',
    valuesNote: 'What each move gives South, both sides playing their best to the end.',
    house: 'House {{house}}',
    best: 'best',
    ahead_one: 'South ends {{count}} seed ahead',
    ahead_other: 'South ends {{count}} seeds ahead',
    behind_one: 'South ends {{count}} seed behind',
    behind_other: 'South ends {{count}} seeds behind',
    draw: 'a draw',
    tieWin: 'equal stores, South wins on the tie-break',
    tieLoss: 'equal stores, South loses on the tie-break',
    themes: 'Themes',
    themeName: {
      extraTurn: 'Extra turn',
      extraTurnChain: 'Chain of extra turns',
      capture: 'Capture',
      emptyOwnSide: 'Emptying your side',
      starve: 'Starving the opponent',
      grandSlamAvoided: 'Grand slam avoided',
      relay: 'Relay sowing',
      defence: 'Defence',
    },
    next: 'Next puzzle',
    none: 'No puzzle of these rules shows this theme.',
  },
  lessons: {
    start: 'Learn these rules',
    title: 'Learn: {{name}}',
    intro:
      'One rule a step: each step sets up a position and asks you, South, for the move that shows the rule.',
    building: 'Finding a position for each rule…',
    progress: 'Step {{step}} of {{count}}',
    you: 'South (you)',
    yourMove: 'Your move: choose a house.',
    right: 'Yes! {{happened}}',
    wrong: 'Not this one. What happened: {{happened}}',
    hint: 'Try house {{house}}.',
    hintMove: 'Try this: {{move}}.',
    again: 'Try again',
    next: 'Next step',
    finish: 'Finish',
    done_one: 'Course complete: {{count}} step',
    done_other: 'Course complete: {{count}} steps',
    missing: 'Not in this course, as no position was found for it: {{topics}}.',
    restart: 'Start again',
    endings: {
      title: 'The rulebooks disagree here',
      intro: 'The same move under each ending the rulebooks print:',
      inUse: 'these rules',
      playsOn_south: 'Play goes on: South moves next.',
      playsOn_north: 'Play goes on: North moves next.',
      source: {
        emptierTakes:
          'The boxed set, the Danish/Swedish/Norwegian sheet, the Swedish web page, the felt board’s second ending, the German leaflet’s first',
        ownerTakes:
          'The Finnish text of the sheet, the felt board’s third ending, the German leaflet’s second, standard Kalah',
        playOn: 'The felt board’s first ending',
      },
    },
    topic: {
      sowing: {
        title: 'Sowing',
        text: 'A move lifts every seed of one of your houses and sows them one by one into the pits that follow, counter-clockwise. Play a move that only sows, with nothing else happening.',
        textDirections:
          'A move lifts every seed of one of your houses (2 or more) and sows them one by one into the houses that follow, in the direction you choose. Play a move that only sows, with nothing else happening.',
      },
      skipStore: {
        title: 'The opponent’s store is skipped',
        text: 'Sowing passes over your opponent’s store: it never gets a seed from you. Play a move that sows past North’s store.',
      },
      extraTurn: {
        title: 'The extra turn',
        text: 'If your last seed lands in your own store, you move again. Find that move.',
      },
      extraTurnOwnSide: {
        title: 'The extra turn on your side',
        text: 'Under these rules a last seed in one of your own houses that already holds seeds also gives you another move. Find such a move.',
      },
      capture: {
        title: 'The capture',
        text: 'If your last seed lands in an empty house of yours, you capture it and the seeds of the house opposite. Find the capture.',
      },
      emptyCapture: {
        title: 'A capture facing an empty house',
        text: 'Under these rules the capture stands even when the house opposite is empty: your lone seed goes to your store. Find that move.',
      },
      noEmptyCapture: {
        title: 'No capture facing an empty house',
        text: 'Under these rules nothing is captured when the house opposite is empty: your last seed stays where it fell. Play such a move.',
      },
      captureNeedsLap: {
        title: 'A capture needs a lap',
        text: 'Under these rules a capture counts only when the move has sown into your opponent’s houses. Play a move that ends in an empty house of yours without reaching North’s side: it captures nothing.',
      },
      captureTwoThree: {
        title: 'Capturing twos and threes',
        text: 'Under these rules a last seed that makes one of your opponent’s houses hold 2 or 3 takes it, and the houses before it that hold 2 or 3, at most three. Find such a capture.',
      },
      skipOrigin: {
        title: 'The emptied house is skipped',
        text: 'When a sowing goes all the way round, the house you emptied gets no seed. Play the big house that goes round.',
      },
      endOfGame: {
        title: 'The end of the game',
        text: 'Play the move that ends it.',
        emptierTakes:
          'When a side is empty the game ends, and the player who emptied his side takes every seed left on the board.',
        ownerTakes:
          'When a side is empty the game ends, and each player puts the seeds left on his own side into his store.',
        playOn:
          'A player whose side is empty passes while the other plays on; the game ends when no seed is left in the houses.',
      },
      majorityEnd: {
        title: 'More than half ends it',
        text: 'The game ends as soon as a player holds more than half of all the seeds. Play the move that gets you there.',
      },
      captureChain: {
        title: 'The capture chain',
        text: 'If your last seed makes an opponent’s house hold 2 or 3, you take them, and the houses before it that hold 2 or 3 too, back along the row. Find a capture of two houses or more.',
      },
      grandSlam: {
        title: 'The grand slam',
        text: 'A capture that would take every seed on your opponent’s side captures nothing at all. Play that move and see.',
        textForbidden:
          'A capture that would take every seed on your opponent’s side is not allowed while you have another move: here one of your houses is no move for that reason. Play another.',
      },
      mustFeed: {
        title: 'Feed your opponent',
        text: 'North’s houses are empty: you must play a move that sows into them. A house whose seeds do not reach North is no move.',
      },
      relay: {
        title: 'Relay sowing',
        text: 'If your last seed lands in a house that holds seeds, you lift them and sow on, in the same move. Find a move that relays.',
      },
      four: {
        title: 'Fours',
        text: 'A seed that makes a house hold exactly 4 sends those 4 to the house’s owner at once. Find a move that makes a four.',
      },
      furtherChoice: {
        title: 'The further choice',
        text: 'If your last seed lands in one of your own houses that holds seeds, you choose a house of yours and sow it the other way, in the same turn. Find such a move.',
      },
      tieBreak: {
        title: 'Equal stores',
        text: 'Play the move that ends the game with equal stores.',
        draw: 'If both stores hold the same number of seeds at the end, the game is a draw.',
        emptierWins:
          'If both stores hold the same number of seeds at the end, the player whose side was emptied wins.',
      },
      repetition: {
        title: 'A position seen three times',
        text: 'One of your moves here brings back a position seen twice already: find it.',
        ownSide:
          'When a position (the seeds and the player to move) comes for the third time, the game ends and each player takes the seeds on his side.',
        split:
          'When a position (the seeds and the player to move) comes for the third time, the game ends and the seeds left are shared equally.',
        round:
          'When a position (the seeds, the player to move and any further choice pending) comes for the third time, the round ends and each player takes the seeds on his side.',
      },
      directionCapture: {
        title: 'The direction decides',
        text: 'You choose the direction of every move, and it decides where the last seed lands. A last seed in an empty house of yours captures it and the seeds opposite: find a house and a direction that capture, where the other way would not.',
      },
      doubleCapture: {
        title: 'The double capture',
        text: 'When you capture, an empty house of yours beside the capturing one takes the seeds opposite it too. Find a move that captures from two of North’s houses.',
        textNext:
          'When you capture, the next house of yours in the direction of sowing, if it is empty, takes the seeds opposite it too. Find a move that captures from two of North’s houses.',
      },
      roundEnd: {
        title: 'The end of a round',
        text: 'When neither player can move, the round ends: the seeds in the houses go to the owner of their side. The player with fewer seeds lays out the next round, on a board that shrinks with his share. Play the move that ends the round.',
        textOneRound:
          'When neither player can move, the game ends: the seeds in the houses go to the owner of their side. Play the move that ends it.',
      },
    },
  },
  online: {
    loading: 'Loading…',
    rated: 'Rated',
    casual: 'Casual',
    status: {
      label: 'Connection',
      connecting: 'Connecting…',
      open: 'Connected',
      offline: 'Offline, reconnecting…',
    },
    clock: {
      none: 'No clock',
      value: '{{minutes}} min + {{increment}} s',
      label_south: "South's clock",
      label_north: "North's clock",
      low: 'little time left',
    },
    lobby: {
      offline: 'The open games show here once the server can be reached again.',
      title: 'Play online',
      intro: 'Create a game and send its link to a friend, or join an open game.',
      create: 'Create a game',
      openGames: 'Open games',
      none: 'No open games right now.',
      refresh: 'Refresh',
      join: 'Join',
      watch: 'Watch',
      creating: 'Creating the game…',
      you: 'You play as {{name}}.',
      yourPage: 'Your ratings and games',
      leaderboard: 'Leaderboard',
    },
    list: {
      rules: 'Rules',
      players: 'Players',
      clock: 'Clock',
      rating: 'Rating',
      status: 'Status',
      date: 'Date',
      open: 'Open',
      openSeat: 'open seat',
      won_south: 'South won',
      won_north: 'North won',
      draw: 'Draw',
      ends: {
        cannotFill: 'cannot fill a row',
        allSeeds: 'all seeds',
        equalSeeds: 'equal seeds',
        singleRound: 'single round',
      },
    },
    gameStatus: {
      open: 'Waiting for an opponent',
      active: 'Being played',
      finished: 'Finished',
      aborted: 'Aborted',
    },
    game: {
      title: 'Online game',
      loading: 'Loading the game…',
      waiting: 'Waiting for an opponent to join…',
      waitingLayout: 'Waiting for {{name}} to lay out his seeds for the next round…',
      watching: 'You are watching this game.',
      playing_south: 'You play South.',
      playing_north: 'You play North.',
      spectators_one: '{{count}} watching',
      spectators_other: '{{count}} watching',
      join_south: 'Join and play South',
      join_north: 'Join and play North',
      openSeat: 'Open seat',
      you: '{{name}} (you)',
      connected: 'connected',
      away: 'not connected',
      sending: 'Sending your move…',
      resign: 'Resign',
      resignConfirm: 'Do you really want to resign this game?',
      resignYes: 'Yes, resign',
      resignNo: 'No, play on',
      abort: 'Abort the game',
      offerRematch: 'Offer a rematch',
      rematchOffered: 'You offered a rematch. Waiting for your opponent…',
      endOffered: 'You offered to end the game. Waiting for your opponent…',
      rematchBy_south: 'South offers a rematch.',
      rematchBy_north: 'North offers a rematch.',
      acceptRematch: 'Accept the rematch',
      watchRematch: 'Watch the rematch',
      toRematch: 'Go to the rematch',
      details: 'This game',
      downloadRecord: 'Download the record',
      openReview: 'Open in review',
      toLobby: 'Back to the lobby',
      keyboardHelp: 'Keys: arrows choose a house, Enter sows it; or type the house number.',
    },
    invite: {
      title: 'Invite your opponent',
      text: 'Send this link to the person you want to play. Anyone else who opens it watches the game.',
      link: 'Invite link',
      copy: 'Copy the link',
      copied: 'Link copied.',
      notCopied: 'Copying is not allowed here: the link is selected, copy it yourself.',
      share: 'Share the link',
      shareText: 'Play Kalaha with me',
    },
    result: {
      wins_south: 'South wins',
      wins_north: 'North wins',
      noWinner: 'No winner',
      resigned_south: 'South resigned.',
      resigned_north: 'North resigned.',
      timeout_south: "South's time ran out.",
      timeout_north: "North's time ran out.",
      aborted: 'The game was aborted.',
    },
    announce: {
      joined_south: 'South has joined. The game begins.',
      joined_north: 'North has joined. The game begins.',
    },
    name: {
      title: 'Your name for online play',
      text: 'Other players see this name beside your games. No sign-up: this browser remembers you.',
      label: 'Display name',
      submit: 'Continue',
      cancel: 'Cancel',
      saving: 'Saving…',
    },
    player: {
      title: 'Player: {{name}}',
      you: 'This is you.',
      ratings: 'Ratings',
      noRatings: 'No rated games yet.',
      family: 'Game',
      rating: 'Rating',
      ratingValue: '{{rating, number}} ± {{rd, number}}',
      puzzles: 'Puzzle rating',
      ratedGames: 'Rated games',
      games: 'Games',
      noGames: 'No games yet.',
      rename: 'Change your name',
      renameSave: 'Save the name',
    },
    leaderboard: {
      title: 'Leaderboard',
      family: 'Game',
      rank: 'Rank',
      player: 'Player',
      rating: 'Rating',
      games: 'Rated games',
      empty: 'Nobody has played a rated game of this kind yet.',
    },
    families: {
      kalaha: 'The Kalaha family',
      wari: 'Wari and Oware',
      obridjie: 'Obridjie',
      giuthi: 'Giuthi',
    },
    bots: {
      title: 'Bots',
      intro:
        'Programs that play over the Kalah Game Protocol (KGP). Challenge an idle one to a game of standard Kalah.',
      name: 'Bot',
      registration: 'Registered',
      registered: 'Yes: rated and casual games',
      anonymous: 'No: casual games only',
      idle: 'Idle: can be challenged',
      playing: 'Playing a game',
      noRating: 'Not rated yet',
      challenge: 'Challenge',
      none: 'No bots are connected right now.',
      howTo:
        'A program that plays by the Kalah Game Protocol (KGP 1.0) can join as a bot: it connects to this server on port {{port}}, or through {{socket}}. Given a name and a password (token), it may play rated games. Our own engine joins with {{command}}.',
      howToSocket:
        'A program that plays by the Kalah Game Protocol (KGP 1.0) can join as a bot: it connects to this server through {{socket}}. Given a name and a password (token), it may play rated games.',
      formTitle: 'Challenge {{name}}',
      formRules:
        'The game is played under the standard Kalah rules, with a clock: a bot cannot wait for ever.',
      casualOnly: '{{name}} is not registered: it plays casual games only.',
      start: 'Start the game',
      cancel: 'Cancel',
      starting: 'Setting up the game…',
      errors: {
        busy: '{{name}} has just started another game. Challenge it again when it is idle.',
        gone: '{{name}} is no longer connected.',
        casualOnly:
          '{{name}} is not registered, so it plays casual games only. Challenge it to a casual game.',
      },
    },
  },
  errors: {
    message: {
      malformed: 'The server could not read a message from this app.',
      invalid: 'The server did not understand a message from this app.',
      tooLarge: 'A message from this app was too large for the server.',
    },
    rate: {
      limited: 'Too many requests at once. Wait a moment and try again.',
      tooManyConnections: 'Too many connections from your network. Close some tabs and try again.',
    },
    auth: {
      unknownPlayer: 'The server does not know this browser’s player. Choose your name again.',
      badSeatSecret: 'This browser does not hold that seat, so it cannot act for it.',
    },
    game: {
      notFound: 'There is no such game. Check the link.',
      full: 'Both seats of this game are taken. You can still watch it.',
      alreadyJoined: 'You already play in this game.',
      badSettings: 'These rules or this clock cannot be played online.',
    },
    action: {
      gameNotActive: 'The game is not being played now.',
      notYourTurn: 'It is not your turn.',
      stale: 'The game moved on before your move arrived. Look at the board and try again.',
      illegalMove: 'That move is not allowed in this position.',
      tooLateToAbort: 'Both sides have moved: the game can no longer be aborted. You can resign.',
      noRematchOffer: 'There is no rematch to accept, or one was already offered.',
      cannotOfferEnd:
        'You cannot offer to end the game now: only in Wari and Obridjie, once between two moves, and not while an offer is open.',
      noEndOffer: 'There is no offer to end the game to answer.',
      cannotArrange:
        'There is no lay-out to make now: only the loser of a Giuthi round lays out his seeds, between rounds.',
      badArrangement:
        "That lay-out is not allowed: put every seed you hold in the next round's houses, at least one in each.",
    },
    player: {
      badName: 'A name has 1 to 32 characters and no control characters.',
    },
    puzzle: {
      notFound: 'There is no such puzzle, or that house is no move in it.',
    },
    server: {
      internal: 'Something went wrong on the server. Nothing was changed; try again.',
    },
    client: {
      offline: 'The server cannot be reached. Check your connection and try again.',
      badAnswer: 'The server answered something this app cannot read. Reload the page.',
      badGame: 'This game cannot be shown: its moves do not follow its rules.',
      closed:
        'The connection was closed before the server answered. Look at the board to see whether it went through.',
    },
  },
} as const;

/** A language's messages: the shape of {@link en}, every leaf a string. */
export type Messages = Shape<typeof en>;

type Shape<T> = { readonly [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };
