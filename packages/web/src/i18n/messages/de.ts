import type { Messages } from './en.ts';

/** Deutsch. Begriffe: Mulde (house), Kalaha (store), Kugel (seed), verteilen (sow), Extrazug. */
export const de: Messages = {
  app: {
    title: 'Kalaha',
    skipToBoard: 'Zum Spielbrett springen',
    loadError: 'Etwas ist schiefgegangen: {{message}}',
  },
  notFound: {
    title: 'Seite nicht gefunden',
    text: 'Unter dieser Adresse gibt es keine Seite. Spiele beginnen auf der ersten Seite.',
    start: 'Zur ersten Seite',
  },
  nav: {
    label: 'Hauptmenü',
    newGame: 'Neues Spiel',
    game: 'Spiel',
    rules: 'Regeln',
    settings: 'Einstellungen',
    language: 'Sprache',
    speed: 'Animationstempo',
    sound: 'Soundeffekte',
    online: 'Online spielen',
    puzzles: 'Aufgaben',
  },
  speed: {
    slow: 'Langsam',
    normal: 'Normal',
    fast: 'Schnell',
    veryFast: 'Sehr schnell',
    reducedMotion: 'Dein System wünscht weniger Bewegung: Züge erscheinen sofort.',
  },
  common: {
    close: 'Schließen',
    seeds_one: '{{count}} Kugel',
    seeds_other: '{{count}} Kugeln',
  },
  side: {
    south: 'Süd',
    north: 'Nord',
  },
  games: {
    kalaha: 'Kalaha',
    wari: 'Wari',
    obridjie: 'Obridjie',
    giuthi: 'Giuthi',
  },
  player: {
    human: '{{name}}',
    you: '{{name}} (du)',
    computer: '{{name}} (Computer, Stufe {{level}})',
  },
  board: {
    bank_south: 'Bank von Süd, {{seeds}}',
    bank_north: 'Bank von Nord, {{seeds}}',
    four_south: '4 Bohnen gehen an Süd',
    four_north: '4 Bohnen gehen an Nord',
    grandSlam_south: 'Grand Slam: Süd fängt nichts',
    grandSlam_north: 'Grand Slam: Nord fängt nichts',
    mustFeed_south: 'Süd muss Nord Bohnen geben',
    mustFeed_north: 'Nord muss Süd Bohnen geben',
    relay: 'Staffel: {{seeds}} werden wieder aufgenommen',
    label: 'Spielbrett: {{game}}',
    sow: {
      ccw: 'Mulde {{house}} gegen den Uhrzeigersinn säen',
      cw: 'Mulde {{house}} im Uhrzeigersinn säen',
    },
    choice: {
      ccw_south: 'Süd wählt noch einmal, gegen den Uhrzeigersinn',
      ccw_north: 'Nord wählt noch einmal, gegen den Uhrzeigersinn',
      cw_south: 'Süd wählt noch einmal, im Uhrzeigersinn',
      cw_north: 'Nord wählt noch einmal, im Uhrzeigersinn',
    },
    chooseAgain: {
      ccw_south: 'Süd wählt noch einmal: gegen den Uhrzeigersinn säen',
      ccw_north: 'Nord wählt noch einmal: gegen den Uhrzeigersinn säen',
      cw_south: 'Süd wählt noch einmal: im Uhrzeigersinn säen',
      cw_north: 'Nord wählt noch einmal: im Uhrzeigersinn säen',
    },
    house_south: 'Süds Mulde {{house}}, {{seeds}}',
    house_north: 'Nords Mulde {{house}}, {{seeds}}',
    store_south: 'Süds Kalaha, {{seeds}}',
    store_north: 'Nords Kalaha, {{seeds}}',
    hinted: 'vorgeschlagener Zug',
    toMove_south: 'Süd ist am Zug',
    toMove_north: 'Nord ist am Zug',
    thinking_south: 'Süd überlegt …',
    thinking_north: 'Nord überlegt …',
    inHand: 'In der Hand: {{seeds}}',
    over: 'Das Spiel ist aus',
    extraTurn_south: 'Extrazug: Süd zieht noch einmal',
    extraTurn_north: 'Extrazug: Nord zieht noch einmal',
    pass_south: 'Süd hat keine Kugeln und setzt aus',
    pass_north: 'Nord hat keine Kugeln und setzt aus',
    passNoPair_south: 'Süd hat keine Mulde mit 2 oder mehr Kugeln und setzt aus',
    passNoPair_north: 'Nord hat keine Mulde mit 2 oder mehr Kugeln und setzt aus',
    capture_south: 'Süd schlägt {{seeds}}',
    capture_north: 'Nord schlägt {{seeds}}',
    keyboardHelp:
      'Tasten für {{game}}: Pfeile wählen eine Mulde, Enter verteilt sie; oder die Nummer der Mulde tippen. H gibt einen Tipp, U nimmt zurück.',
  },
  announce: {
    relay_south:
      'Die letzte Bohne fällt in eine besetzte Mulde: Südmulde {{house}}, {{seeds}}, wird aufgenommen und weiter gesät.',
    relay_north:
      'Die letzte Bohne fällt in eine besetzte Mulde: Nordmulde {{house}}, {{seeds}}, wird aufgenommen und weiter gesät.',
    four_south: 'Südmulde {{house}} hat 4: sie gehen an Süd.',
    four_north: 'Nordmulde {{house}} hat 4: sie gehen an Nord.',
    grandSlam_south:
      'Grand Slam: Süd würde jede Bohne auf der Seite von Nord fangen, darum wird nichts gefangen.',
    grandSlam_north:
      'Grand Slam: Nord würde jede Bohne auf der Seite von Süd fangen, darum wird nichts gefangen.',
    mustFeed_south: 'Süd muss in die leeren Mulden von Nord säen.',
    mustFeed_north: 'Nord muss in die leeren Mulden von Süd säen.',
    sweepBank_south_one: '{{seeds}} geht in die Bank von Süd.',
    sweepBank_south_other: '{{seeds}} gehen in die Bank von Süd.',
    sweepBank_north_one: '{{seeds}} geht in die Bank von Nord.',
    sweepBank_north_other: '{{seeds}} gehen in die Bank von Nord.',
    offer_south: 'Süd bietet an, das Spiel zu beenden. Nord, bist du einverstanden?',
    offer_north: 'Nord bietet an, das Spiel zu beenden. Süd, bist du einverstanden?',
    declined: 'Das Angebot wird abgelehnt. {{next}}',
    sow_south: 'Süd verteilt Mulde {{house}}, {{seeds}}.',
    sow_north: 'Nord verteilt Mulde {{house}}, {{seeds}}.',
    sowDirection: {
      ccw_south: 'Süd sät Mulde {{house}} gegen den Uhrzeigersinn, {{seeds}}.',
      ccw_north: 'Nord sät Mulde {{house}} gegen den Uhrzeigersinn, {{seeds}}.',
      cw_south: 'Süd sät Mulde {{house}} im Uhrzeigersinn, {{seeds}}.',
      cw_north: 'Nord sät Mulde {{house}} im Uhrzeigersinn, {{seeds}}.',
    },
    choice_south: 'Die letzte Kugel fällt in eine besetzte Mulde von Süd.',
    choice_north: 'Die letzte Kugel fällt in eine besetzte Mulde von Nord.',
    chooseAgain: {
      ccw_south:
        'Süd wählt noch einmal: eine eigene Mulde mit mindestens 2 Kugeln, gegen den Uhrzeigersinn gesät.',
      ccw_north:
        'Nord wählt noch einmal: eine eigene Mulde mit mindestens 2 Kugeln, gegen den Uhrzeigersinn gesät.',
      cw_south:
        'Süd wählt noch einmal: eine eigene Mulde mit mindestens 2 Kugeln, im Uhrzeigersinn gesät.',
      cw_north:
        'Nord wählt noch einmal: eine eigene Mulde mit mindestens 2 Kugeln, im Uhrzeigersinn gesät.',
    },
    roundEnd: 'Die Runde ist aus.',
    laps: 'Das Verteilen geht {{count}}-mal herum.',
    lastInStore_south: 'Die letzte Kugel fällt in Süds Kalaha.',
    lastInStore_north: 'Die letzte Kugel fällt in Nords Kalaha.',
    lastInHouse_south: 'Die letzte Kugel fällt in Süds Mulde {{house}}.',
    lastInHouse_north: 'Die letzte Kugel fällt in Nords Mulde {{house}}.',
    capture_south: 'Süd schlägt {{seeds}}.',
    capture_north: 'Nord schlägt {{seeds}}.',
    extraTurn_south: 'Süd zieht noch einmal.',
    extraTurn_north: 'Nord zieht noch einmal.',
    pass_south: 'Süd hat keine Kugeln und setzt aus.',
    pass_north: 'Nord hat keine Kugeln und setzt aus.',
    passNoPair_south: 'Süd hat keine Mulde mit 2 oder mehr Kugeln und setzt aus.',
    passNoPair_north: 'Nord hat keine Mulde mit 2 oder mehr Kugeln und setzt aus.',
    sweep_south_one: '{{seeds}} geht in Süds Kalaha.',
    sweep_south_other: '{{seeds}} gehen in Süds Kalaha.',
    sweep_north_one: '{{seeds}} geht in Nords Kalaha.',
    sweep_north_other: '{{seeds}} gehen in Nords Kalaha.',
    end: 'Das Spiel ist aus.',
    next_south: 'Süd ist am Zug.',
    next_north: 'Nord ist am Zug.',
    takeBack: 'Züge zurückgenommen. {{next}}',
    hint: 'Tipp: Mulde {{house}}.',
    hintSow: {
      ccw: 'Tipp: Mulde {{house}}, gegen den Uhrzeigersinn.',
      cw: 'Tipp: Mulde {{house}}, im Uhrzeigersinn.',
    },
    newGame: 'Neues Spiel. {{next}}',
  },
  presets: {
    giuthi: {
      name: 'Giuthi (deutsches Regelblatt)',
      source:
        'Das Regelblatt eines deutschen KALAHA-Spiels und das Kikuyu-Spiel, das es beschreibt',
    },
    wari: {
      name: 'Wari (deutsches Regelblatt)',
      source: 'Das Regelblatt eines deutschen KALAHA-Spiels',
    },
    oware: {
      name: 'Oware (Grand Slam fängt nichts)',
      source: 'Wari nach dem deutschen Regelblatt mit dem Grand Slam der Oware-Turnierregeln',
    },
    obridjie: {
      name: 'Obridjie (deutsches Regelblatt)',
      source: 'Das Regelblatt eines deutschen KALAHA-Spiels',
    },
    kalaha: {
      name: 'Kalaha (nordische Spielschachtel)',
      source: 'Die Regelblätter der skandinavischen Spielschachteln',
    },
    'kalaha-ownside': {
      name: 'Kalaha, Extrazug auf der eigenen Seite',
      source: 'Eine schwedische Webseite über die Kalaha-Regeln',
    },
    'kalaha-felt': {
      name: 'Kalaha auf dem Filzbrett (4 Kugeln)',
      source: 'Ein norwegisches Spiel auf Filzbrett',
    },
    'kalaha-de': {
      name: 'Kalaha, deutsches Regelblatt',
      source: 'Das Regelblatt eines deutschen KALAHA-Spiels',
    },
    kalah: {
      name: 'Kalah (Standard)',
      source: 'Die Standardregeln von Kalah, wie sie in Turnieren gelten',
    },
    'kalah-empty-capture': {
      name: 'Kalah, Schlagen gegenüber leerer Mulde (2000 gelöst)',
      source: 'Die Regeln, die Irving, Donkers und Uiterwijk im Jahr 2000 gelöst haben',
    },
    custom: '{{preset}}, geändert',
  },
  options: {
    grandSlam: {
      label: 'Grand Slam',
      help: 'Ein Zug, der jede Bohne auf der Seite des Gegners fangen würde.',
    },
    cycleRule: {
      label: 'Restliche Bohnen bei Wiederholung oder vereinbartem Ende',
      help: 'Wer die restlichen Bohnen bekommt, wenn eine Stellung zum dritten Mal vorkommt oder beide aufhören wollen.',
    },
    captureChain: {
      label: 'Wie weit ein Fang zurückgeht',
      help: 'Welche Mulden vor der, die deine letzte Bohne auf 2 oder 3 brachte, auch genommen werden.',
    },
    originSkip: {
      label: 'Geleerte Mulde überspringen',
      help: 'Ob eine Saat, die ganz herumkommt, eine Bohne in die Mulde legt, aus der sie genommen wurde.',
    },
    shrink: {
      label: 'Wie das Brett schrumpft',
      help: 'Wie viele Mulden je Seite das Brett verliert, wenn der Verlierer weniger als 1/2, 1/4 oder 1/8 der Kugeln hat.',
    },
    secondCapture: {
      label: 'Zweiter Fang',
      help: 'Welche leeren eigenen Mulden neben der fangenden auch die Kugeln ihnen gegenüber nehmen.',
    },
    furtherChoice: {
      label: 'Weitersäen aus eigener Mulde',
      help: 'Welche eigenen Mulden du säen darfst, wenn deine letzte Kugel in einer besetzten eigenen Mulde landet.',
    },
    houses: {
      label: 'Mulden je Seite',
      help: 'Wie viele kleine Mulden jeder Spieler in seiner Reihe hat.',
    },
    seeds: {
      label: 'Kugeln je Mulde',
      help: 'Wie viele Kugeln zu Beginn in jeder Mulde liegen.',
    },
    extraTurn: {
      label: 'Extrazug',
      help: 'Wann du noch einmal ziehen darfst, nachdem die letzte Kugel gefallen ist.',
    },
    capture: {
      label: 'Schlagen',
      help: 'Was geschieht, wenn deine letzte Kugel in eine leere Mulde deiner Seite fällt.',
    },
    emptyCapture: {
      label: 'Schlagen gegenüber leerer Mulde',
      help: 'Ob deine einzelne Kugel trotzdem in deine Kalaha geht, wenn die Mulde gegenüber leer ist.',
    },
    captureNeedsLap: {
      label: 'Schlagen erst nach einer Runde',
      help: 'Ein Schlag zählt nur, wenn der Zug Kugeln in die Mulden des Gegners gelegt hat.',
    },
    captureTwoThree: {
      label: 'Zweier und Dreier schlagen',
      help: 'Letzte Kugel macht eine gegnerische Mulde zu 2 oder 3: nimm sie und solche Mulden davor.',
    },
    skipOrigin: {
      label: 'Geleerte Mulde auslassen',
      help: 'Bei langem Verteilen bekommt die Mulde, die du geleert hast, keine Kugel.',
    },
    endRule: {
      label: 'Wenn eine Seite leer ist',
      help: 'Was mit den übrigen Kugeln geschieht, wenn ein Spieler keine Kugeln mehr in seinen Mulden hat.',
    },
    majorityEnd: {
      label: 'Ende bei mehr als der Hälfte',
      help: 'Das Spiel endet auch, wenn eine Kalaha mehr als die Hälfte aller Kugeln enthält.',
    },
    rounds: {
      label: 'Eine Partie aus Runden',
      help: 'Der Verlierer einer Runde legt seine Kugeln für die nächste aus, auf einem Brett, das mit seinem Anteil schrumpft.',
    },
    tieBreak: {
      label: 'Gleichstand',
      help: 'Wer gewinnt, wenn beide Kalahas gleich viele Kugeln enthalten.',
    },
  },
  values: {
    grandSlam: {
      forbidden: 'Nicht erlaubt, außer jeder Zug ist einer; dann fängt er nichts',
      noCapture: 'Erlaubt, und er fängt nichts',
    },
    cycleRule: {
      ownSide: 'Jeder nimmt die Bohnen auf seiner Seite',
      split: 'Sie werden gleich geteilt',
    },
    captureChain: {
      chain: 'Jede Mulde zurück in der Reihe, die 2 oder 3 hält',
      pair: 'Höchstens die Mulde unmittelbar davor',
    },
    originSkip: {
      always: 'Immer übersprungen',
      over12: 'Nur bei mehr als 12 Bohnen übersprungen',
    },
    shrink: {
      oneThreeFour: '1, 3 oder 4 Mulden (das Faltblatt)',
      oneTwoThree: '1, 2 oder 3 Mulden',
    },
    secondCapture: {
      eitherNeighbour: 'Eine leere eigene Mulde auf beiden Seiten',
      next: 'Nur die nächste Mulde in Särichtung',
    },
    furtherChoice: {
      anyHouse: 'Jede eigene Mulde mit Kugeln',
      twoOrMore: 'Eine eigene Mulde mit mindestens 2 Kugeln',
    },
    extraTurn: {
      store: 'Letzte Kugel in deiner Kalaha',
      ownSide: 'Letzte Kugel in deiner Kalaha oder in einer eigenen Mulde mit Kugeln',
      none: 'Nie',
    },
    capture: {
      opposite: 'Sie und die Mulde gegenüber nehmen',
      none: 'Kein Schlagen',
    },
    endRule: {
      emptierTakes: 'Wer seine Seite geleert hat, nimmt den Rest',
      ownerTakes: 'Jeder behält seine eigenen',
      playOn: 'Weiterspielen, bis alle Mulden leer sind',
    },
    tieBreak: {
      draw: 'Unentschieden',
      emptierWins: 'Wessen Seite geleert wurde, gewinnt',
    },
  },
  levels: {
    '1': 'Anfänger',
    '2': 'Lehrling',
    '3': 'Gelegenheitsspieler',
    '4': 'Vereinsspieler',
    '5': 'Starker Vereinsspieler',
    '6': 'Experte',
    '7': 'Meister',
    '8': 'Großmeister',
    '9': 'Meister der Meister',
    '10': 'Fehlerlos',
  },
  newGame: {
    title: 'Neues Spiel',
    quickTitle: 'Jetzt spielen',
    quickComputer: 'Gegen den Computer spielen',
    quickFriend: 'Gegen einen Freund hier spielen',
    quickFriendWhat: '{{rules}}, auf diesem Gerät',
    quickOnline: 'Online spielen',
    quickOnlineWhat: '{{rules}}: ein Spiel anlegen und den Link teilen',
    chooseTitle: 'Oder wähle das Spiel',
    quickComputerWhat: '{{rules}} · {{level}}',
    preset: 'Regelwerk',
    from: 'Quelle: {{source}}',
    options: 'Regeln ändern',
    optionsChanged_one: '{{count}} Regel gegenüber dem Regelwerk geändert',
    optionsChanged_other: '{{count}} Regeln gegenüber dem Regelwerk geändert',
    resetOptions: 'Zurück zum Regelwerk',
    invalidOptions: 'Diese Regel lässt sich so nicht spielen: {{option}}.',
    contradictionLap:
      '„Schlagen erst nach einer Runde“ setzt Schlagen voraus: wähle zuerst eine Schlagregel.',
    contradictionTieBreak:
      '„Wessen Seite geleert wurde, gewinnt“ passt nicht zum Weiterspielen, bis alle Mulden leer sind: dann sind beide Seiten leer.',
    opponent: 'Gegner',
    computer: 'Der Computer',
    friend: 'Jemand am selben Gerät',
    level: 'Spielstärke des Computers',
    levelValue: 'Stufe {{level}}: {{name}}',
    yourSide: 'Du spielst',
    starts: 'Wer beginnt',
    startsSouth: 'Süd',
    startsNorth: 'Nord',
    startsLot: 'Auslosen',
    start: 'Spiel beginnen',
    continue: 'Das laufende Spiel fortsetzen',
    importRecord: 'Gespeichertes Spiel öffnen',
    online: 'Jemand online, über einen Link',
    onlineTitle: 'Onlinespiel',
    clock: 'Uhr',
    noClock: 'Ohne Uhr',
    withClock: 'Eine Uhr für jeden Spieler',
    minutes: 'Minuten pro Spieler',
    increment: 'Sekunden dazu pro Zug',
    rating: 'Wertung',
    rated: 'Gewertet: das Ergebnis ändert beide Wertungszahlen',
    casual: 'Freundschaftlich: keine Änderung der Wertungszahl',
    onlineSide: 'Deine Seite',
    sideRandom: 'Ausgelost',
    onlineStarts: 'Süd zieht in einem Onlinespiel zuerst.',
    createOnline: 'Spiel anlegen und den Link bekommen',
  },
  lot: {
    title: 'Auslosen',
    drawing: 'Die Kugel wird in einer Faust versteckt …',
    result_south: 'Süd beginnt!',
    result_north: 'Nord beginnt!',
    fistSouth: 'Süds Faust',
    fistNorth: 'Nords Faust',
    go: 'Los',
  },
  game: {
    offerEnd: 'Ende anbieten',
    offerTitle: 'Das Spiel hier beenden?',
    offerText_south: 'Süd bietet an, das Spiel zu beenden. Nord, bist du einverstanden?',
    offerText_north: 'Nord bietet an, das Spiel zu beenden. Süd, bist du einverstanden?',
    offerRule: 'Die restlichen Bohnen gehen dann wie nach einer Wiederholung.',
    offerAccept: 'Ja, Spiel beenden',
    offerDecline: 'Nein, weiterspielen',
    offerConsidering: 'Der Computer denkt über dein Angebot nach…',
    offerDeclined: 'Der Computer lehnt dein Angebot ab und spielt weiter.',
    title: 'Spiel',
    moves: 'Züge',
    noMoves: 'Noch keine Züge.',
    turnRow: '{{number}}. {{player}}',
    takeBack: 'Zurücknehmen',
    hint: 'Tipp',
    hintThinking: 'Suche einen guten Zug …',
    hintResult: 'Versuch Mulde {{house}}.',
    hintSow: {
      ccw: 'Versuch Mulde {{house}}, gegen den Uhrzeigersinn.',
      cw: 'Versuch Mulde {{house}}, im Uhrzeigersinn.',
    },
    newGame: 'Neues Spiel',
    rulesPage: 'Regeln dieses Spiels',
    record: 'Spielprotokoll',
    exportFile: 'Als Datei speichern',
    copyLink: 'Link kopieren',
    linkCopied: 'Link kopiert. Wer ihn öffnet, sieht dieses Spiel.',
    linkNotCopied: 'Kopieren ist hier nicht erlaubt. Markiere den Link und kopiere ihn selbst:',
    importFile: 'Datei öffnen',
    importedStated:
      'Die Datei nennt {{south}} zu {{north}}: die Banken, bevor die übrigen Bohnen an ihre Seiten gingen, so wie das Programm Aualé seine Ergebnisse schreibt.',
    imported: 'Das Spiel wurde geöffnet.',
    importError: 'Das ist kein Spielprotokoll, das wir lesen können.',
    importBadMoves:
      'Das Spielprotokoll lässt sich nicht öffnen: seine Züge folgen nicht seinen Regeln.',
    importUnsupported: 'Das Spielprotokoll ist von einer Art, die die App nicht öffnen kann.',
    restored: 'Dein laufendes Spiel ist wieder da.',
  },
  analysis: {
    title: 'Analyse',
    show: 'Analyse zeigen',
    hide: 'Analyse verbergen',
    thinking: 'Rechne …',
    explain:
      'Für jeden Zug: mit wie vielen Kugeln Vorsprung der Spieler am Zug endet, wenn danach beide bestmöglich spielen. Exakte Werte sind bewiesen, die anderen geschätzt.',
    move: 'Mulde {{house}}',
    value: 'Wert',
    exact: 'exakt',
    estimate: 'geschätzt',
    extraTurn: 'Extrazug',
    best: 'am besten',
    direction: {
      ccw: 'gegen den Uhrzeigersinn',
      cw: 'im Uhrzeigersinn',
    },
    none: 'Keine Züge zu analysieren.',
    graph: 'Bewertungskurve',
    graphExplain: 'Über der Linie führt Süd, darunter Nord; in Kugeln, nach jedem Zug.',
    graphLoading: 'Zeichne die Kurve …',
    graphMove: 'Zug',
    graphValue: 'Vorsprung in Kugeln',
    graphLead_south: 'Süd führt mit {{seeds}}.',
    graphLead_north: 'Nord führt mit {{seeds}}.',
    graphLevel: 'Die Spieler liegen gleichauf.',
  },
  result: {
    noMove_south:
      'Süd war am Zug und hatte keinen erlaubten Zug; die restlichen Bohnen gingen an den Besitzer ihrer Seite.',
    noMove_north:
      'Nord war am Zug und hatte keinen erlaubten Zug; die restlichen Bohnen gingen an den Besitzer ihrer Seite.',
    repetition: 'Dieselbe Stellung kam zum dritten Mal vor.',
    agreement: 'Beide Spieler haben sich auf das Ende geeinigt.',
    leftOwnSide: 'Jeder nahm die restlichen Bohnen auf seiner Seite.',
    leftShared: 'Die restlichen Bohnen wurden gleich geteilt; eine ungerade blieb auf dem Brett.',
    win_south: 'Süd gewinnt {{south}} zu {{north}}',
    win_north: 'Nord gewinnt {{north}} zu {{south}}',
    draw: 'Unentschieden, {{south}} zu {{north}}',
    you: 'Du hast gewonnen!',
    computer: 'Der Computer hat gewonnen.',
    sideEmptyEmptierTakes_south:
      'Süds Mulden waren leer, also nahm Süd die {{seeds}}, die noch in Nords Mulden lagen.',
    sideEmptyEmptierTakes_north:
      'Nords Mulden waren leer, also nahm Nord die {{seeds}}, die noch in Süds Mulden lagen.',
    sideEmptyOwnerTakes_south:
      'Süds Mulden waren leer, also legte Nord die {{seeds}} aus seinen Mulden in seine Kalaha.',
    sideEmptyOwnerTakes_north:
      'Nords Mulden waren leer, also legte Süd die {{seeds}} aus seinen Mulden in seine Kalaha.',
    sideEmptyBoth: 'Derselbe Zug hat beide Seiten geleert.',
    majority_south:
      'Süds Kalaha enthielt mehr als die Hälfte der Kugeln; die übrigen Kugeln gingen an ihre Besitzer.',
    majority_north:
      'Nords Kalaha enthielt mehr als die Hälfte der Kugeln; die übrigen Kugeln gingen an ihre Besitzer.',
    allEmpty: 'Alle Mulden waren leer.',
    tieBreak_south: 'Beide Kalahas sind gleich voll; Süd gewinnt, weil seine Seite geleert wurde.',
    tieBreak_north: 'Beide Kalahas sind gleich voll; Nord gewinnt, weil seine Seite geleert wurde.',
    score: 'Stand',
    rematch: 'Revanche mit getauschten Seiten',
    review: 'Spiel nachspielen',
  },
  giuthi: {
    roundLine: 'Runde {{number}} · {{houses}} Mulden je Seite',
    setupLine: 'Aufbau von Runde {{number}} · {{houses}} Mulden je Seite',
    rounds: 'Runden',
    noRounds: 'Noch keine Runde beendet.',
    round: 'Runde',
    houses: 'Mulden',
    winner: 'Sieger',
    drawn: 'Unentschieden',
    roundWin_south: 'Runde {{number}}: Süd gewinnt, {{south}} zu {{north}}.',
    roundWin_north: 'Runde {{number}}: Nord gewinnt, {{north}} zu {{south}}.',
    roundDraw: 'Runde {{number}}: unentschieden, {{south}} zu {{north}}.',
    arranging_south:
      'Süd legt seine {{seeds}} auf {{houses}} Mulden aus, mindestens eine in jede; Nord spiegelt sie.',
    arranging_north:
      'Nord legt seine {{seeds}} auf {{houses}} Mulden aus, mindestens eine in jede; Süd spiegelt sie.',
    layout_south: 'Süd legt {{pattern}} ab Mulde 1 aus; Nord spiegelt es.',
    layout_north: 'Nord legt {{pattern}} ab Mulde 1 aus; Süd spiegelt es.',
    matchWin_south: 'Süd gewinnt die Partie, {{south}} Kugeln zu {{north}}',
    matchWin_north: 'Nord gewinnt die Partie, {{north}} Kugeln zu {{south}}',
    matchDraw: 'Die Partie endet unentschieden, {{south}} Kugeln zu {{north}}',
    givenUpWin_south: 'Süd gewinnt die Partie',
    givenUpWin_north: 'Nord gewinnt die Partie',
    givenUpInRound:
      'Die Partie wurde in Runde {{number}} aufgegeben, mit {{south}} Kugeln in der Bank von Süd und {{north}} in der von Nord.',
    givenUpBetween: 'Die Partie wurde zwischen Runde {{number}} und {{next}} aufgegeben.',
    why: {
      cannotFill_south:
        'Süd kann nicht in jede der {{houses}} Mulden einer neuen Runde eine Kugel legen.',
      cannotFill_north:
        'Nord kann nicht in jede der {{houses}} Mulden einer neuen Runde eine Kugel legen.',
      allSeeds_south: 'Süd hat alle Kugeln.',
      allSeeds_north: 'Nord hat alle Kugeln.',
      equalSeeds: 'Nach der letzten Runde hatten beide gleich viele Kugeln.',
      singleRound: 'Es wurde eine einzige Runde gespielt.',
    },
    roundsWon_one: '{{count}} Runde gespielt: Süd gewann {{south}}, Nord {{north}}.',
    roundsWon_other: '{{count}} Runden gespielt: Süd gewann {{south}}, Nord {{north}}.',
    keyboardHelp:
      'Tasten für Giuthi: Pfeile wählen eine Mulde, Enter zeigt ihre zwei Pfeile; dann wählt Links oder Rechts die Richtung, und Enter sät. Escape verbirgt die Pfeile.',
    setup: {
      title_south: 'Süd baut die nächste Runde auf',
      title_north: 'Nord baut die nächste Runde auf',
      intro_south:
        'Süd hat die Runde verloren und legt seine {{seeds}} auf {{houses}} Mulden aus, mindestens eine in jede.',
      intro_north:
        'Nord hat die Runde verloren und legt seine {{seeds}} auf {{houses}} Mulden aus, mindestens eine in jede.',
      how: 'Ziehe eine Kugel aus der Hand oder einer Mulde in eine andere Mulde, oder tippe auf eine, um eine Kugel zu nehmen, und auf eine andere, um sie hineinzulegen; + nimmt eine Kugel aus der Hand, − gibt sie zurück.',
      house: 'Mulde {{house}}, {{seeds}}',
      less: 'Eine Kugel weniger in Mulde {{house}}',
      more: 'Eine Kugel mehr in Mulde {{house}}',
      mirrorHouse_south: 'Südmulde {{house}}, {{seeds}}, gespiegelt',
      mirrorHouse_north: 'Nordmulde {{house}}, {{seeds}}, gespiegelt',
      mirror_south: 'Süd legt dasselbe Muster aus und behält {{seeds}} in seiner Bank.',
      mirror_north: 'Nord legt dasselbe Muster aus und behält {{seeds}} in seiner Bank.',
      hand: 'Kugeln in der Hand: {{seeds}}',
      handShort_one: 'Hand: {{count}} Kugel',
      handShort_other: 'Hand: {{count}} Kugeln',
      spread: 'Gleichmäßig verteilen',
      clear: 'Von vorn',
      holding: 'Eine Kugel ist genommen: tippe, wohin sie soll.',
      unplaced_one: 'Noch {{count}} Kugel auszulegen.',
      unplaced_other: 'Noch {{count}} Kugeln auszulegen.',
      empty_one: 'Mulde {{houses}} ist noch leer.',
      empty_other: 'Die Mulden {{houses}} sind noch leer.',
      done: 'Die Runde beginnen',
    },
  },
  review: {
    title: 'Nachspielen',
    first: 'Zum Anfang',
    previous: 'Vorheriger Zug',
    next: 'Nächster Zug',
    last: 'Zum Ende',
    after: 'Nach {{move}}',
    keys: 'Tasten: Links und Rechts gehen Zug um Zug, Pos1 und Ende springen an den Anfang und ans Ende.',
    position_one: 'Nach Zug {{number}} von {{count}}',
    position_other: 'Nach Zug {{number}} von {{count}}',
    start: 'Anfangsstellung',
    exit: 'Nachspielen beenden',
  },
  rulesPage: {
    examples: 'Beispiele, nach den Regeln gespielt',
    before: 'Vorher',
    after: 'Nachher',
    example: {
      sowing:
        '{{player}} nimmt die {{seeds}} aus Mulde {{house}} und sät sie einzeln in die folgenden Mulden.',
      capture:
        '{{player}} sät Mulde {{house}}; wo der letzte Samen landet, erbeutet {{player}} {{captured}}.',
      extraTurn:
        '{{player}} sät Mulde {{house}}; der letzte Samen landet im Speicher, also zieht {{player}} noch einmal.',
      board:
        'Süd: Mulden {{south}}, {{southStore}} gewonnen. Nord: Mulden {{north}}, {{northStore}} gewonnen.',
    },
    chooseSet: 'Gezeigte Regeln',
    everySet: 'Jede Spielregel, die die App spielt: wähle eine, um sie zu lesen.',
    relEquipmentText:
      'Jeder Spieler hat eine Reihe von {{houses}} Mulden vor sich. Auf dem Brett gibt es keine Gewinnmulden: die Bohnen, die ein Spieler gewinnt, liegen daneben, in seiner Bank. Zu Beginn liegen in jeder Mulde {{seeds}}: insgesamt {{total}}.',
    relAimText: 'Gewinne mehr Bohnen in deine Bank als dein Gegner.',
    wariMoveText:
      'Nimm alle Bohnen aus einer deiner Mulden und säe sie einzeln gegen den Uhrzeigersinn in die folgenden Mulden beider Reihen. Die Mulde, die du geleert hast, wird immer übersprungen.',
    wariCapture:
      'Bringt deine letzte Bohne eine Mulde des Gegners auf 2 oder 3 Bohnen, gewinnst du sie, und auch die der Mulden davor auf seiner Seite, die 2 oder 3 halten, zurück bis zur ersten, die es nicht tut.',
    wariMoveTextOver12:
      'Nimm alle Bohnen aus einer deiner Mulden und säe sie einzeln gegen den Uhrzeigersinn in die folgenden Mulden beider Reihen. Die Mulde, die du geleert hast, wird nur übersprungen, wenn du mehr als 12 Bohnen genommen hast; bei 12 oder weniger bekommt sie eine Bohne, wenn die Saat herumkommt.',
    wariCapturePair:
      'Bringt deine letzte Bohne eine Mulde des Gegners auf 2 oder 3 Bohnen, gewinnst du sie, und auch die der Mulde unmittelbar davor auf seiner Seite, wenn sie 2 oder 3 hält, aber nicht mehr.',
    grandSlamForbidden:
      'Ein Zug, der jede Bohne auf der Seite des Gegners gewinnen würde (Grand Slam), ist nicht erlaubt, außer jeder Zug ist einer; dann wird er gespielt und gewinnt nichts.',
    grandSlamNoCapture:
      'Ein Zug, der jede Bohne auf der Seite des Gegners gewinnen würde (Grand Slam), darf gespielt werden, gewinnt aber nichts.',
    feedTitle: 'Füttern',
    mustFeed:
      'Sind alle Mulden des Gegners leer, musst du einen Zug spielen, der Bohnen in sie sät. Kann das kein Zug, endet das Spiel.',
    wariEnd:
      'Das Spiel endet, wenn der Spieler am Zug nicht ziehen kann oder eine Bank mehr als die Hälfte aller Bohnen hält ({{half}}). Die Bohnen, die in den Mulden bleiben, gehen an den Besitzer ihrer Seite.',
    repetitionTitle: 'Wiederholung und vereinbartes Ende',
    repetition:
      'Das Spiel endet auch, wenn dieselbe Stellung (das Brett und der Spieler am Zug) seit dem letzten Fang zum dritten Mal vorkommt oder wenn sich beide Spieler auf das Ende einigen: einer bietet es an, der andere nimmt an.',
    leftOwnSide: 'Jeder nimmt dann die restlichen Bohnen auf seiner Seite.',
    leftShared: 'Die restlichen Bohnen werden dann gleich geteilt; eine ungerade bleibt übrig.',
    obridjieMoveText:
      'Nimm alle Bohnen aus einer deiner Mulden und säe sie einzeln gegen den Uhrzeigersinn in die folgenden Mulden beider Reihen. Hast du 12 Bohnen oder mehr aufgenommen, wird die geleerte Mulde übersprungen.',
    obridjieFour:
      'Bringt eine Bohne, die nicht die letzte der Saat ist, eine Mulde auf genau 4, gehen diese 4 sofort in die Bank des Spielers, auf dessen Seite die Mulde liegt.',
    obridjieLast:
      'Bringt die letzte Bohne die Mulde auf 4, gewinnst du diese 4 und dein Zug endet. Lagen schon Bohnen in der Mulde, nimmst du alle auf und säst ab der nächsten Mulde weiter (Staffelsaat). War sie leer, endet dein Zug.',
    obridjieEndless: 'Ein Zug, dessen Staffelsaat nie enden würde, ist nicht erlaubt.',
    obridjieEnd:
      'Das Spiel endet, wenn der Spieler am Zug nicht ziehen kann. Die Bohnen, die in den Mulden bleiben, gehen an den Besitzer ihrer Seite.',
    relResultText:
      'Wer mehr Bohnen in seiner Bank hat, gewinnt; gleich viele sind ein Unentschieden.',
    giuthiAimText:
      'Gewinne mehr Kugeln als dein Gegner. In einer Partie aus Runden beginnt der Verlierer jeder Runde die nächste mit weniger Mulden, bis ein Spieler seine Reihe nicht mehr füllen kann.',
    giuthiMoveText:
      'Nimm alle Kugeln aus einer deiner Mulden, die mindestens 2 hat, und säe sie einzeln in die folgenden Mulden beider Reihen, in der Richtung, die du wählst: gegen den Uhrzeigersinn oder im Uhrzeigersinn. In die Banken wird nie gesät; die geleerte Mulde bekommt in späteren Runden Kugeln.',
    giuthiLastTitle: 'Wohin die letzte Kugel fällt',
    giuthiRelay:
      'In eine besetzte Mulde des Gegners: du nimmst ihre Kugeln auf und säst sie in der Gegenrichtung weiter.',
    giuthiChoice:
      'In eine besetzte eigene Mulde: du wählst noch einmal, eine eigene Mulde mit mindestens 2 Kugeln, gesät in der Gegenrichtung des eben gemachten Umlaufs. Hast du keine, endet dein Zug.',
    giuthiChoiceAny:
      'In eine besetzte eigene Mulde: du wählst noch einmal, eine beliebige eigene Mulde mit Kugeln, auch eine mit nur einer, gesät in der Gegenrichtung des eben gemachten Umlaufs. Hast du keine, endet dein Zug.',
    giuthiEmptyTheirs: 'In eine leere Mulde des Gegners: dein Zug endet.',
    giuthiCapture:
      'In eine leere eigene Mulde: du schlägst diese Kugel und die Kugeln der gegenüberliegenden Mulde. Ist deine nächste Mulde in Särichtung auch leer, nimmst du auch die Kugeln ihr gegenüber.',
    giuthiCaptureEither:
      'In eine leere eigene Mulde: du schlägst diese Kugel und die Kugeln der gegenüberliegenden Mulde. Ist eine eigene Mulde daneben auch leer, auf welcher Seite auch immer, nimmst du auch die Kugeln ihr gegenüber.',
    giuthiEnd:
      'Wer keine Mulde mit 2 oder mehr Kugeln hat, setzt aus. Die Runde endet, wenn keiner mehr ziehen kann; die Kugeln in den Mulden gehen an den Besitzer ihrer Seite.',
    giuthiRoundsTitle: 'Runden',
    giuthiRounds:
      'Wer weniger Kugeln hat, legt alle seine Kugeln nach Belieben in seiner Reihe aus, mindestens eine in jede Mulde; der Gegner legt dasselbe Muster auf seiner Seite aus und behält den Rest in seiner Bank. Der Verlierer beginnt die nächste Runde.',
    giuthiShrink:
      'Hat der Verlierer weniger als die Hälfte aller Kugeln, verliert das Brett 1 Mulde je Seite; weniger als ein Viertel, 2; weniger als ein Achtel, 3. Gewinnt er einen größeren Anteil zurück, wächst das Brett wieder.',
    giuthiShrinkOneThreeFour:
      'Hat der Verlierer weniger als die Hälfte aller Kugeln, verliert das Brett 1 Mulde je Seite; weniger als ein Viertel, 3; weniger als ein Achtel, 4, aber nie weniger als 2 Mulden je Seite. Gewinnt er einen größeren Anteil zurück, wächst das Brett wieder.',
    giuthiMatchEnd:
      'Die Partie endet, wenn der Verlierer nicht in jede Mulde seiner Reihe eine Kugel legen kann oder keine Kugeln mehr hat; gleich viele Kugeln nach einer Runde machen die Partie unentschieden.',
    giuthiSingle:
      'Es wird eine einzige Runde gespielt: wer mehr Kugeln hat, gewinnt; gleich viele sind ein Unentschieden.',
    title: 'Regeln: {{name}}',
    print: 'Drucken',
    back: 'Zurück',
    sourceTitle: 'Woher diese Regeln stammen',
    equipment: 'Das Spielbrett',
    equipmentText:
      'Jeder Spieler hat eine Reihe von {{houses}} Mulden vor sich und rechts am Ende eine Kalaha. Zu Beginn liegen in jeder Mulde {{seeds}}, insgesamt {{total}}. Die Kalahas sind leer.',
    aim: 'Das Ziel',
    aimText: 'Am Ende mehr Kugeln in der eigenen Kalaha haben als der Gegner.',
    moveTitle: 'Ein Zug',
    moveText:
      'Nimm alle Kugeln aus einer deiner Mulden und verteile sie einzeln gegen den Uhrzeigersinn auf die folgenden Mulden und deine eigene Kalaha. Die Kalaha des Gegners wird immer übersprungen.',
    skipOriginText: 'Geht das Verteilen einmal ganz herum, wird die geleerte Mulde ausgelassen.',
    extraTurnTitle: 'Extrazug',
    extraTurnStore: 'Fällt deine letzte Kugel in deine eigene Kalaha, ziehst du noch einmal.',
    extraTurnOwnSide:
      'Fällt deine letzte Kugel in deine eigene Kalaha oder in eine deiner Mulden, in der schon Kugeln lagen, ziehst du noch einmal.',
    extraTurnNone: 'Es gibt keine Extrazüge: nach jedem Zug ist der Gegner dran.',
    captureTitle: 'Schlagen',
    captureOpposite:
      'Fällt deine letzte Kugel in eine leere Mulde deiner Seite, nimmst du diese Kugel und alle Kugeln der Mulde gegenüber und legst sie in deine Kalaha. Ein Schlag bringt nie einen Extrazug.',
    captureEmptyYes:
      'Ist die Mulde gegenüber leer, geht deine einzelne Kugel trotzdem in deine Kalaha.',
    captureEmptyNo:
      'Ist die Mulde gegenüber leer, wird nichts geschlagen und die Kugel bleibt liegen.',
    captureNeedsLap:
      'Ein Schlag zählt nur, wenn der Zug vorher Kugeln in die Mulden des Gegners gelegt hat.',
    captureNone: 'Auf der eigenen Seite wird nicht geschlagen.',
    captureTwoThree:
      'Liegen nach deiner letzten Kugel in einer gegnerischen Mulde 2 oder 3 Kugeln, schlägst du sie, dazu die Mulden direkt davor mit 2 oder 3 Kugeln, höchstens 3 Mulden insgesamt.',
    endTitle: 'Spielende',
    endEmptierTakes:
      'Sind alle Mulden eines Spielers leer, nimmt dieser Spieler alle Kugeln, die noch in den Mulden des Gegners liegen, in seine Kalaha, und das Spiel ist aus.',
    endOwnerTakes:
      'Sind alle Mulden eines Spielers leer, legt der andere Spieler die Kugeln aus seinen eigenen Mulden in seine Kalaha, und das Spiel ist aus.',
    endPlayOn:
      'Wer keine Kugeln in seinen Mulden hat, setzt aus, und der Gegner zieht noch einmal, bis wieder Kugeln auf seine Seite kommen. Das Spiel ist aus, wenn alle Mulden leer sind.',
    majorityEnd:
      'Das Spiel endet auch, sobald eine Kalaha mehr als die Hälfte aller Kugeln enthält ({{half}}); dann legt jeder die Kugeln aus seinen Mulden in seine Kalaha.',
    resultTitle: 'Der Sieger',
    resultText: 'Wer mehr Kugeln in seiner Kalaha hat, gewinnt.',
    tieDraw: 'Gleich viele Kugeln sind ein Unentschieden.',
    tieEmptierWins:
      'Bei Gleichstand gewinnt der Spieler, dessen Seite geleert wurde; sonst ist es unentschieden.',
    tieBothEmptied: 'Leert ein Zug beide Seiten, gewinnt, wer ihn gemacht hat.',
    startsText: 'Lost aus, wer beginnt.',
  },
  puzzles: {
    title: 'Aufgaben',
    intro: 'Stellungen, in denen ein Zug der beste ist, bis zum Spielende bewiesen: Finde ihn.',
    rules: 'Regeln',
    theme: 'Thema',
    allThemes: 'Alle Themen',
    daily: 'Aufgabe des Tages',
    dailyBadge: 'Aufgabe des Tages',
    heading: 'Aufgabe {{number}}',
    puzzleRating: 'Wertung {{rating}}',
    task: 'Finde Süds besten Zug.',
    yourRating: 'Deine Aufgabenwertung',
    record: '{{solved}} von {{tried}} im ersten Versuch gelöst',
    right: 'Richtig! Mulde {{house}} ist der beste Zug: {{value}}.',
    wrong:
      'Nicht der beste. Mulde {{house}}: {{value}}. Am besten ist Mulde {{best}}: {{bestValue}}.',
    ratingChange: 'Deine Aufgabenwertung: {{before}} → {{after}}.',
    unsent: 'Deine Aufgabenwertung online wurde nicht aktualisiert: {{reason}}',
    unrated: 'Du hast diese Aufgabe schon versucht, sie wird nicht noch einmal gewertet.',
    showing: 'Die Lösung, Zug für Zug',
    turn: '{{player}}: {{houses}}',
    values: 'Jeder Zug, bewiesen',
    valuesNote: 'Was jeder Zug Süd bringt, wenn beide bis zum Ende ihr Bestes spielen.',
    house: 'Mulde {{house}}',
    best: 'bester',
    ahead_one: 'Süd endet {{count}} Kugel vorn',
    ahead_other: 'Süd endet {{count}} Kugeln vorn',
    behind_one: 'Süd endet {{count}} Kugel hinten',
    behind_other: 'Süd endet {{count}} Kugeln hinten',
    draw: 'unentschieden',
    tieWin: 'gleich viele in den Kalahas, Süd gewinnt nach der Gleichstandsregel',
    tieLoss: 'gleich viele in den Kalahas, Süd verliert nach der Gleichstandsregel',
    themes: 'Themen',
    themeName: {
      extraTurn: 'Extrazug',
      extraTurnChain: 'Kette von Extrazügen',
      capture: 'Schlagen',
      emptyOwnSide: 'Die eigene Seite leeren',
      starve: 'Den Gegner aushungern',
      grandSlamAvoided: 'Grand Slam vermieden',
      relay: 'Staffelsäen',
      defence: 'Verteidigung',
    },
    next: 'Nächste Aufgabe',
    none: 'Keine Aufgabe dieser Regeln hat dieses Thema.',
  },
  lessons: {
    start: 'Diese Regeln lernen',
    title: 'Lernen: {{name}}',
    intro:
      'Eine Regel pro Schritt: Jeder Schritt stellt eine Stellung auf und fragt dich, Süd, nach dem Zug, der die Regel zeigt.',
    building: 'Suche eine Stellung für jede Regel…',
    progress: 'Schritt {{step}} von {{count}}',
    you: 'Süd (du)',
    yourMove: 'Dein Zug: Wähle eine Mulde.',
    right: 'Ja! {{happened}}',
    wrong: 'Nicht dieser. Das ist passiert: {{happened}}',
    hint: 'Versuche Mulde {{house}}.',
    hintMove: 'Versuche dies: {{move}}.',
    again: 'Noch einmal',
    next: 'Nächster Schritt',
    finish: 'Fertig',
    done_one: 'Kurs abgeschlossen: {{count}} Schritt',
    done_other: 'Kurs abgeschlossen: {{count}} Schritte',
    missing: 'Nicht in diesem Kurs, da keine Stellung dafür gefunden wurde: {{topics}}.',
    restart: 'Von vorn beginnen',
    endings: {
      title: 'Hier sind sich die Regelhefte uneinig',
      intro: 'Derselbe Zug nach jedem Spielende, das die Regelhefte angeben:',
      inUse: 'diese Regeln',
      playsOn_south: 'Das Spiel geht weiter: Süd ist am Zug.',
      playsOn_north: 'Das Spiel geht weiter: Nord ist am Zug.',
      source: {
        emptierTakes:
          'Das Spiel im Karton, das dänisch-schwedisch-norwegische Regelblatt, die schwedische Webseite, das zweite Ende des Filzbretts, das erste des deutschen Faltblatts',
        ownerTakes:
          'Der finnische Text des Regelblatts, das dritte Ende des Filzbretts, das zweite des deutschen Faltblatts, Standard-Kalah',
        playOn: 'Das erste Ende des Filzbretts',
      },
    },
    topic: {
      sowing: {
        title: 'Säen',
        text: 'Ein Zug nimmt alle Kugeln einer deiner Mulden auf und sät sie einzeln in die folgenden Gruben, gegen den Uhrzeigersinn. Mach einen Zug, der nur sät, ohne dass sonst etwas geschieht.',
        textDirections:
          'Ein Zug nimmt alle Kugeln einer deiner Mulden (2 oder mehr) auf und sät sie einzeln in die folgenden Mulden, in die Richtung, die du wählst. Mach einen Zug, der nur sät, ohne dass sonst etwas geschieht.',
      },
      skipStore: {
        title: 'Die Kalaha des Gegners wird übersprungen',
        text: 'Beim Säen wird die Kalaha des Gegners übersprungen: Sie bekommt nie eine Kugel von dir. Mach einen Zug, der an Nords Kalaha vorbei sät.',
      },
      extraTurn: {
        title: 'Der Extrazug',
        text: 'Fällt deine letzte Kugel in deine eigene Kalaha, ziehst du noch einmal. Finde diesen Zug.',
      },
      extraTurnOwnSide: {
        title: 'Der Extrazug auf deiner Seite',
        text: 'Nach diesen Regeln gibt auch eine letzte Kugel in einer deiner eigenen Mulden, die schon Kugeln hat, einen weiteren Zug. Finde einen solchen Zug.',
      },
      capture: {
        title: 'Das Schlagen',
        text: 'Fällt deine letzte Kugel in eine leere Mulde auf deiner Seite, schlägst du sie und die Kugeln der gegenüberliegenden Mulde. Finde das Schlagen.',
      },
      emptyCapture: {
        title: 'Schlagen gegenüber einer leeren Mulde',
        text: 'Nach diesen Regeln gilt das Schlagen auch, wenn die gegenüberliegende Mulde leer ist: Deine einzelne Kugel geht in deine Kalaha. Finde diesen Zug.',
      },
      noEmptyCapture: {
        title: 'Kein Schlagen gegenüber einer leeren Mulde',
        text: 'Nach diesen Regeln wird nichts geschlagen, wenn die gegenüberliegende Mulde leer ist: Deine letzte Kugel bleibt liegen, wo sie hinfiel. Mach einen solchen Zug.',
      },
      captureNeedsLap: {
        title: 'Schlagen braucht eine Runde',
        text: 'Nach diesen Regeln zählt ein Schlagen nur, wenn der Zug in die Mulden des Gegners gesät hat. Mach einen Zug, der in einer leeren Mulde auf deiner Seite endet, ohne Nords Seite zu erreichen: Er schlägt nichts.',
      },
      captureTwoThree: {
        title: 'Zweier und Dreier schlagen',
        text: 'Nach diesen Regeln nimmt eine letzte Kugel, die eine Mulde des Gegners auf 2 oder 3 bringt, diese Mulde und die Mulden davor mit 2 oder 3, höchstens drei. Finde ein solches Schlagen.',
      },
      skipOrigin: {
        title: 'Die geleerte Mulde wird übersprungen',
        text: 'Geht eine Saat ganz herum, bekommt die Mulde, die du geleert hast, keine Kugel. Mach den Zug mit der großen Mulde, der herumgeht.',
      },
      endOfGame: {
        title: 'Das Spielende',
        text: 'Mach den Zug, der es beendet.',
        emptierTakes:
          'Ist eine Seite leer, endet das Spiel, und wer seine Seite geleert hat, nimmt alle Kugeln, die noch auf dem Brett liegen.',
        ownerTakes:
          'Ist eine Seite leer, endet das Spiel, und jeder legt die Kugeln, die auf seiner Seite übrig sind, in seine Kalaha.',
        playOn:
          'Wessen Seite leer ist, setzt aus, während der andere weiterspielt; das Spiel endet, wenn keine Kugel mehr in den Mulden liegt.',
      },
      majorityEnd: {
        title: 'Mehr als die Hälfte beendet es',
        text: 'Das Spiel endet, sobald ein Spieler mehr als die Hälfte aller Kugeln hat. Mach den Zug, der dich dorthin bringt.',
      },
      captureChain: {
        title: 'Die Schlagkette',
        text: 'Bringt deine letzte Kugel eine Mulde des Gegners auf 2 oder 3, nimmst du sie, und auch die Mulden davor mit 2 oder 3, rückwärts entlang der Reihe. Finde ein Schlagen von zwei Mulden oder mehr.',
      },
      grandSlam: {
        title: 'Der Grand Slam',
        text: 'Ein Schlagen, das alle Kugeln auf der Seite des Gegners nähme, schlägt gar nichts. Mach diesen Zug und sieh selbst.',
        textForbidden:
          'Ein Schlagen, das alle Kugeln auf der Seite des Gegners nähme, ist nicht erlaubt, solange du einen anderen Zug hast: Hier ist deshalb eine deiner Mulden kein Zug. Mach einen anderen.',
      },
      mustFeed: {
        title: 'Den Gegner füttern',
        text: 'Nords Mulden sind leer: Du musst einen Zug machen, der in sie sät. Eine Mulde, deren Kugeln Nord nicht erreichen, ist kein Zug.',
      },
      relay: {
        title: 'Staffelsäen',
        text: 'Fällt deine letzte Kugel in eine Mulde mit Kugeln, nimmst du sie auf und säst weiter, im selben Zug. Finde einen Zug, der weitersät.',
      },
      four: {
        title: 'Vierer',
        text: 'Eine Kugel, die eine Mulde auf genau 4 bringt, schickt diese 4 sofort an den Besitzer der Mulde. Finde einen Zug, der einen Vierer macht.',
      },
      furtherChoice: {
        title: 'Die weitere Wahl',
        text: 'Fällt deine letzte Kugel in eine deiner eigenen Mulden mit Kugeln, wählst du eine deiner Mulden und säst sie in die andere Richtung, im selben Zug. Finde einen solchen Zug.',
      },
      tieBreak: {
        title: 'Gleich viele in den Kalahas',
        text: 'Mach den Zug, der das Spiel mit gleich vielen Kugeln in beiden Kalahas beendet.',
        draw: 'Liegen am Ende in beiden Kalahas gleich viele Kugeln, ist das Spiel unentschieden.',
        emptierWins:
          'Liegen am Ende in beiden Kalahas gleich viele Kugeln, gewinnt der, dessen Seite geleert wurde.',
      },
      repetition: {
        title: 'Eine Stellung zum dritten Mal',
        text: 'Einer deiner Züge hier bringt eine Stellung zurück, die schon zweimal da war: Finde ihn.',
        ownSide:
          'Kommt eine Stellung (die Kugeln und wer am Zug ist) zum dritten Mal vor, endet das Spiel, und jeder nimmt die Kugeln auf seiner Seite.',
        split:
          'Kommt eine Stellung (die Kugeln und wer am Zug ist) zum dritten Mal vor, endet das Spiel, und die übrigen Kugeln werden gleich geteilt.',
        round:
          'Kommt eine Stellung (die Kugeln, wer am Zug ist und eine anstehende weitere Wahl) zum dritten Mal vor, endet die Runde, und jeder nimmt die Kugeln auf seiner Seite.',
      },
      directionCapture: {
        title: 'Die Richtung entscheidet',
        text: 'Du wählst die Richtung jedes Zuges, und sie entscheidet, wo die letzte Kugel landet. Eine letzte Kugel in einer leeren Mulde deiner Seite schlägt sie und die Kugeln gegenüber: Finde eine Mulde und eine Richtung, die schlagen, wo die andere Richtung es nicht täte.',
      },
      doubleCapture: {
        title: 'Das doppelte Schlagen',
        text: 'Wenn du schlägst, nimmt auch eine leere Mulde deiner Seite neben der schlagenden die Kugeln gegenüber. Finde einen Zug, der aus zwei Mulden von Nord schlägt.',
        textNext:
          'Wenn du schlägst, nimmt auch deine nächste Mulde in Säerichtung, wenn sie leer ist, die Kugeln gegenüber. Finde einen Zug, der aus zwei Mulden von Nord schlägt.',
      },
      roundEnd: {
        title: 'Das Ende einer Runde',
        text: 'Kann keiner der Spieler ziehen, endet die Runde: Die Kugeln in den Mulden gehen an den, auf dessen Seite sie liegen. Wer weniger Kugeln hat, legt die nächste Runde aus, auf einem Brett, das mit seinem Anteil schrumpft. Mach den Zug, der die Runde beendet.',
        textOneRound:
          'Kann keiner der Spieler ziehen, endet das Spiel: Die Kugeln in den Mulden gehen an den, auf dessen Seite sie liegen. Mach den Zug, der es beendet.',
      },
    },
  },
  online: {
    loading: 'Wird geladen …',
    rated: 'Gewertet',
    casual: 'Freundschaftlich',
    status: {
      label: 'Verbindung',
      connecting: 'Verbindet …',
      open: 'Verbunden',
      offline: 'Getrennt, verbindet neu …',
    },
    clock: {
      none: 'Ohne Uhr',
      value: '{{minutes}} Min. + {{increment}} s',
      label_south: 'Süds Uhr',
      label_north: 'Nords Uhr',
      low: 'wenig Zeit übrig',
    },
    lobby: {
      offline: 'Die offenen Spiele erscheinen hier, sobald der Server wieder erreichbar ist.',
      title: 'Online spielen',
      intro:
        'Lege ein Spiel an und schicke den Link einem Freund, oder tritt einem offenen Spiel bei.',
      create: 'Spiel anlegen',
      openGames: 'Offene Spiele',
      none: 'Gerade gibt es keine offenen Spiele.',
      refresh: 'Aktualisieren',
      join: 'Beitreten',
      watch: 'Zuschauen',
      creating: 'Das Spiel wird angelegt …',
      you: 'Du spielst als {{name}}.',
      yourPage: 'Deine Wertungen und Spiele',
      leaderboard: 'Bestenliste',
    },
    list: {
      rules: 'Regeln',
      players: 'Spieler',
      clock: 'Uhr',
      rating: 'Wertung',
      status: 'Stand',
      date: 'Datum',
      open: 'Öffnen',
      openSeat: 'freier Platz',
      won_south: 'Süd hat gewonnen',
      won_north: 'Nord hat gewonnen',
      draw: 'Unentschieden',
      ends: {
        cannotFill: 'Reihe nicht füllbar',
        allSeeds: 'alle Samen',
        equalSeeds: 'gleich viele Samen',
        singleRound: 'eine Runde',
      },
    },
    gameStatus: {
      open: 'Wartet auf einen Gegner',
      active: 'Läuft',
      finished: 'Beendet',
      aborted: 'Abgebrochen',
    },
    game: {
      title: 'Onlinespiel',
      loading: 'Das Spiel wird geladen …',
      waiting: 'Warten, bis ein Gegner beitritt …',
      waitingLayout: 'Warten, bis {{name}} seine Samen für die nächste Runde auslegt …',
      watching: 'Du schaust diesem Spiel zu.',
      playing_south: 'Du spielst Süd.',
      playing_north: 'Du spielst Nord.',
      spectators_one: '{{count}} schaut zu',
      spectators_other: '{{count}} schauen zu',
      join_south: 'Beitreten und Süd spielen',
      join_north: 'Beitreten und Nord spielen',
      openSeat: 'Freier Platz',
      you: '{{name}} (du)',
      connected: 'verbunden',
      away: 'nicht verbunden',
      sending: 'Dein Zug wird gesendet …',
      resign: 'Aufgeben',
      resignConfirm: 'Willst du dieses Spiel wirklich aufgeben?',
      resignYes: 'Ja, aufgeben',
      resignNo: 'Nein, weiterspielen',
      abort: 'Spiel abbrechen',
      offerRematch: 'Revanche anbieten',
      rematchOffered: 'Du hast eine Revanche angeboten. Warten auf den Gegner …',
      endOffered: 'Du hast angeboten, das Spiel zu beenden. Warten auf den Gegner …',
      rematchBy_south: 'Süd bietet eine Revanche an.',
      rematchBy_north: 'Nord bietet eine Revanche an.',
      acceptRematch: 'Revanche annehmen',
      watchRematch: 'Der Revanche zuschauen',
      toRematch: 'Zur Revanche',
      details: 'Dieses Spiel',
      downloadRecord: 'Protokoll herunterladen',
      openReview: 'Im Nachspielen öffnen',
      toLobby: 'Zurück zur Lobby',
      keyboardHelp:
        'Tasten: Pfeile wählen eine Mulde, Enter verteilt sie; oder tippe die Nummer der Mulde.',
    },
    invite: {
      title: 'Lade deinen Gegner ein',
      text: 'Schicke diesen Link der Person, gegen die du spielen willst. Alle anderen, die ihn öffnen, schauen zu.',
      link: 'Einladungslink',
      copy: 'Link kopieren',
      copied: 'Link kopiert.',
      notCopied: 'Kopieren ist hier nicht erlaubt: der Link ist markiert, kopiere ihn selbst.',
      share: 'Link teilen',
      shareText: 'Spiel Kalaha mit mir',
    },
    result: {
      wins_south: 'Süd gewinnt',
      wins_north: 'Nord gewinnt',
      noWinner: 'Kein Sieger',
      resigned_south: 'Süd hat aufgegeben.',
      resigned_north: 'Nord hat aufgegeben.',
      timeout_south: 'Süds Zeit ist abgelaufen.',
      timeout_north: 'Nords Zeit ist abgelaufen.',
      aborted: 'Das Spiel wurde abgebrochen.',
    },
    announce: {
      joined_south: 'Süd ist beigetreten. Das Spiel beginnt.',
      joined_north: 'Nord ist beigetreten. Das Spiel beginnt.',
    },
    name: {
      title: 'Dein Name für Onlinespiele',
      text: 'Andere Spieler sehen diesen Namen neben deinen Spielen. Keine Anmeldung: dieser Browser merkt sich dich.',
      label: 'Anzeigename',
      submit: 'Weiter',
      cancel: 'Abbrechen',
      saving: 'Wird gespeichert …',
    },
    player: {
      title: 'Spieler: {{name}}',
      you: 'Das bist du.',
      ratings: 'Wertungszahlen',
      noRatings: 'Noch keine gewerteten Spiele.',
      family: 'Spiel',
      rating: 'Wertungszahl',
      ratingValue: '{{rating, number}} ± {{rd, number}}',
      puzzles: 'Aufgabenwertung',
      ratedGames: 'Gewertete Spiele',
      games: 'Spiele',
      noGames: 'Noch keine Spiele.',
      rename: 'Deinen Namen ändern',
      renameSave: 'Namen speichern',
    },
    leaderboard: {
      title: 'Bestenliste',
      family: 'Spiel',
      rank: 'Platz',
      player: 'Spieler',
      rating: 'Wertungszahl',
      games: 'Gewertete Spiele',
      empty: 'Noch niemand hat ein gewertetes Spiel dieser Art gespielt.',
    },
    families: {
      kalaha: 'Die Kalaha-Familie',
      wari: 'Wari und Oware',
      obridjie: 'Obridjie',
      giuthi: 'Giuthi',
    },
    bots: {
      title: 'Spielprogramme (Bots)',
      intro:
        'Programme, die über das Kalah Game Protocol (KGP) spielen. Fordere ein freies zu einer Partie Kalah nach den Standardregeln heraus.',
      name: 'Programm',
      registration: 'Registriert',
      registered: 'Ja: gewertete und freundschaftliche Spiele',
      anonymous: 'Nein: nur freundschaftliche Spiele',
      idle: 'Frei: kann herausgefordert werden',
      playing: 'Spielt gerade',
      noRating: 'Noch keine Wertung',
      challenge: 'Herausfordern',
      none: 'Gerade ist kein Spielprogramm verbunden.',
      howTo:
        'Ein Programm, das nach dem Kalah Game Protocol (KGP 1.0) spielt, kann als Bot mitspielen: Es verbindet sich mit diesem Server auf Port {{port}} oder über {{socket}}. Mit einem Namen und einem Passwort (Token) darf es gewertete Spiele spielen. Unsere eigene Engine spielt mit {{command}} mit.',
      howToSocket:
        'Ein Programm, das nach dem Kalah Game Protocol (KGP 1.0) spielt, kann als Bot mitspielen: Es verbindet sich mit diesem Server über {{socket}}. Mit einem Namen und einem Passwort (Token) darf es gewertete Spiele spielen.',
      formTitle: '{{name}} herausfordern',
      formRules:
        'Gespielt wird nach den Standardregeln von Kalah und mit Uhr: Ein Bot kann nicht ewig warten.',
      casualOnly: '{{name}} ist nicht registriert: Es spielt nur freundschaftliche Spiele.',
      start: 'Spiel starten',
      cancel: 'Abbrechen',
      starting: 'Das Spiel wird eingerichtet …',
      errors: {
        busy: '{{name}} hat gerade ein anderes Spiel begonnen. Fordere es erneut heraus, wenn es frei ist.',
        gone: '{{name}} ist nicht mehr verbunden.',
        casualOnly:
          '{{name}} ist nicht registriert und spielt deshalb nur freundschaftliche Spiele. Fordere es zu einem freundschaftlichen Spiel heraus.',
      },
    },
  },
  errors: {
    message: {
      malformed: 'Der Server konnte eine Nachricht der App nicht lesen.',
      invalid: 'Der Server hat eine Nachricht der App nicht verstanden.',
      tooLarge: 'Eine Nachricht der App war für den Server zu groß.',
    },
    rate: {
      limited: 'Zu viele Anfragen auf einmal. Warte einen Moment und versuche es noch einmal.',
      tooManyConnections:
        'Zu viele Verbindungen aus deinem Netz. Schließe ein paar Tabs und versuche es noch einmal.',
    },
    auth: {
      unknownPlayer:
        'Der Server kennt den Spieler dieses Browsers nicht. Wähle deinen Namen noch einmal.',
      badSeatSecret: 'Dieser Browser hat diesen Platz nicht und kann nicht für ihn spielen.',
    },
    game: {
      notFound: 'Dieses Spiel gibt es nicht. Prüfe den Link.',
      full: 'Beide Plätze dieses Spiels sind besetzt. Du kannst trotzdem zuschauen.',
      alreadyJoined: 'Du spielst schon in diesem Spiel.',
      badSettings: 'Diese Regeln oder diese Uhr lassen sich online nicht spielen.',
    },
    action: {
      gameNotActive: 'Das Spiel läuft gerade nicht.',
      notYourTurn: 'Du bist nicht am Zug.',
      stale:
        'Das Spiel ging weiter, bevor dein Zug ankam. Sieh auf das Brett und versuche es noch einmal.',
      illegalMove: 'Dieser Zug ist in dieser Stellung nicht erlaubt.',
      tooLateToAbort:
        'Beide haben gezogen: das Spiel kann nicht mehr abgebrochen werden. Du kannst aufgeben.',
      noRematchOffer: 'Es gibt keine Revanche anzunehmen, oder es wurde schon eine angeboten.',
      cannotOfferEnd:
        'Du kannst jetzt kein Ende anbieten: nur bei Wari und Obridjie, einmal zwischen zwei Zügen und nicht, solange ein Angebot offen ist.',
      noEndOffer: 'Es gibt kein Angebot, das Spiel zu beenden, auf das du antworten könntest.',
      cannotArrange:
        'Jetzt ist nichts auszulegen: Nur der Verlierer einer Giuthi-Runde legt zwischen den Runden seine Bohnen aus.',
      badArrangement:
        'Diese Auslage ist nicht erlaubt: Verteile alle deine Bohnen auf die Mulden der nächsten Runde, in jede mindestens eine.',
    },
    player: {
      badName: 'Ein Name hat 1 bis 32 Zeichen und keine Steuerzeichen.',
    },
    puzzle: {
      notFound: 'Diese Aufgabe gibt es nicht, oder diese Mulde ist darin kein Zug.',
    },
    server: {
      internal:
        'Auf dem Server ist etwas schiefgegangen. Nichts wurde geändert; versuche es noch einmal.',
    },
    client: {
      offline:
        'Der Server ist nicht erreichbar. Prüfe deine Verbindung und versuche es noch einmal.',
      badAnswer:
        'Der Server hat etwas geantwortet, das die App nicht lesen kann. Lade die Seite neu.',
      badGame: 'Dieses Spiel kann nicht gezeigt werden: seine Züge folgen nicht seinen Regeln.',
      closed:
        'Die Verbindung wurde geschlossen, bevor der Server antwortete. Sieh auf dem Brett nach, ob es angekommen ist.',
    },
  },
};
