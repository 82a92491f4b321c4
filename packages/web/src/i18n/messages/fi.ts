import type { Messages } from './en.ts';

/** Suomi. Termit: kuppi (house), kalaha (store), kuula (seed), jakaa (sow), lisävuoro. */
export const fi: Messages = {
  app: {
    title: 'Kalaha',
    skipToBoard: 'Siirry laudalle',
    loadError: 'Jokin meni vikaan: {{message}}',
  },
  notFound: {
    title: 'Sivua ei löydy',
    text: 'Tässä osoitteessa ei ole sivua. Pelit alkavat etusivulta.',
    start: 'Etusivulle',
  },
  nav: {
    label: 'Päävalikko',
    newGame: 'Uusi peli',
    game: 'Peli',
    rules: 'Säännöt',
    settings: 'Asetukset',
    language: 'Kieli',
    speed: 'Animaation nopeus',
    sound: 'Äänitehosteet',
    online: 'Verkkopeli',
    puzzles: 'Tehtävät',
  },
  speed: {
    slow: 'Hidas',
    normal: 'Tavallinen',
    fast: 'Nopea',
    veryFast: 'Hyvin nopea',
    reducedMotion: 'Järjestelmäsi pyytää vähemmän liikettä: siirrot näkyvät heti.',
  },
  common: {
    close: 'Sulje',
    seeds_one: '{{count}} kuula',
    seeds_other: '{{count}} kuulaa',
  },
  side: {
    south: 'Etelä',
    north: 'Pohjoinen',
  },
  games: {
    kalaha: 'Kalaha',
    wari: 'Wari',
    obridjie: 'Obridjie',
    giuthi: 'Giuthi',
  },
  player: {
    human: '{{name}}',
    you: '{{name}} (sinä)',
    computer: '{{name}} (tietokone, taso {{level}})',
  },
  board: {
    bank_south: 'Etelän pankki, {{seeds}}',
    bank_north: 'Pohjoisen pankki, {{seeds}}',
    four_south: '4 siementä Etelälle',
    four_north: '4 siementä Pohjoiselle',
    grandSlam_south: 'Suurkaappaus: Etelä ei vie mitään',
    grandSlam_north: 'Suurkaappaus: Pohjoinen ei vie mitään',
    mustFeed_south: 'Etelän on annettava Pohjoiselle siemeniä',
    mustFeed_north: 'Pohjoisen on annettava Etelälle siemeniä',
    relay: 'Viesti: {{seeds}} nostetaan uudelleen',
    label: 'Pelilauta: {{game}}',
    sow: {
      ccw: 'Kylvä kuppi {{house}} vastapäivään',
      cw: 'Kylvä kuppi {{house}} myötäpäivään',
    },
    choice: {
      ccw_south: 'Etelä valitsee uudelleen, vastapäivään',
      ccw_north: 'Pohjoinen valitsee uudelleen, vastapäivään',
      cw_south: 'Etelä valitsee uudelleen, myötäpäivään',
      cw_north: 'Pohjoinen valitsee uudelleen, myötäpäivään',
    },
    chooseAgain: {
      ccw_south: 'Etelä valitsee uudelleen: kylvä vastapäivään',
      ccw_north: 'Pohjoinen valitsee uudelleen: kylvä vastapäivään',
      cw_south: 'Etelä valitsee uudelleen: kylvä myötäpäivään',
      cw_north: 'Pohjoinen valitsee uudelleen: kylvä myötäpäivään',
    },
    house_south: 'Etelän kuppi {{house}}, {{seeds}}',
    house_north: 'Pohjoisen kuppi {{house}}, {{seeds}}',
    store_south: 'Etelän kalaha, {{seeds}}',
    store_north: 'Pohjoisen kalaha, {{seeds}}',
    hinted: 'ehdotettu siirto',
    toMove_south: 'Etelän vuoro',
    toMove_north: 'Pohjoisen vuoro',
    thinking_south: 'Etelä miettii …',
    thinking_north: 'Pohjoinen miettii …',
    inHand: 'Kädessä: {{seeds}}',
    over: 'Peli päättyi',
    extraTurn_south: 'Lisävuoro: Etelä siirtää uudelleen',
    extraTurn_north: 'Lisävuoro: Pohjoinen siirtää uudelleen',
    pass_south: 'Etelällä ei ole kuulia, vuoro siirtyy',
    pass_north: 'Pohjoisella ei ole kuulia, vuoro siirtyy',
    passNoPair_south: 'Etelällä ei ole kuppia, jossa on vähintään 2 kuulaa, vuoro siirtyy',
    passNoPair_north: 'Pohjoisella ei ole kuppia, jossa on vähintään 2 kuulaa, vuoro siirtyy',
    capture_south: 'Kaappaus: Etelälle {{seeds}}',
    capture_north: 'Kaappaus: Pohjoiselle {{seeds}}',
    keyboardHelp:
      'Näppäimet ({{game}}): nuolet valitsevat kupin, Enter jakaa sen; tai kirjoita kupin numero. H antaa vihjeen, U peruu siirron.',
  },
  announce: {
    relay_south:
      'Viimeinen siemen osuu kuppiin, jossa on siemeniä: Etelän kuppi {{house}}, {{seeds}}, nostetaan ja kylvö jatkuu.',
    relay_north:
      'Viimeinen siemen osuu kuppiin, jossa on siemeniä: Pohjoisen kuppi {{house}}, {{seeds}}, nostetaan ja kylvö jatkuu.',
    four_south: 'Etelän kupissa {{house}} on 4: ne menevät Etelälle.',
    four_north: 'Pohjoisen kupissa {{house}} on 4: ne menevät Pohjoiselle.',
    grandSlam_south:
      'Suurkaappaus: Etelä veisi Pohjoisen puolelta kaikki siemenet, joten mitään ei kaapata.',
    grandSlam_north:
      'Suurkaappaus: Pohjoinen veisi Etelän puolelta kaikki siemenet, joten mitään ei kaapata.',
    mustFeed_south: 'Etelän on kylvettävä Pohjoisen tyhjiin kuppeihin.',
    mustFeed_north: 'Pohjoisen on kylvettävä Etelän tyhjiin kuppeihin.',
    sweepBank_south_one: '{{seeds}} Etelän pankkiin.',
    sweepBank_south_other: '{{seeds}} Etelän pankkiin.',
    sweepBank_north_one: '{{seeds}} Pohjoisen pankkiin.',
    sweepBank_north_other: '{{seeds}} Pohjoisen pankkiin.',
    offer_south: 'Etelä ehdottaa pelin lopettamista. Pohjoinen, suostutko?',
    offer_north: 'Pohjoinen ehdottaa pelin lopettamista. Etelä, suostutko?',
    declined: 'Ehdotus hylätään. {{next}}',
    sow_south: 'Etelä jakaa kupin {{house}}: {{seeds}}.',
    sow_north: 'Pohjoinen jakaa kupin {{house}}: {{seeds}}.',
    sowDirection: {
      ccw_south: 'Etelä kylvää kupin {{house}} vastapäivään: {{seeds}}.',
      ccw_north: 'Pohjoinen kylvää kupin {{house}} vastapäivään: {{seeds}}.',
      cw_south: 'Etelä kylvää kupin {{house}} myötäpäivään: {{seeds}}.',
      cw_north: 'Pohjoinen kylvää kupin {{house}} myötäpäivään: {{seeds}}.',
    },
    choice_south: 'Viimeinen kuula päätyy Etelän kuppiin, jossa on jo kuulia.',
    choice_north: 'Viimeinen kuula päätyy Pohjoisen kuppiin, jossa on jo kuulia.',
    chooseAgain: {
      ccw_south:
        'Etelä valitsee uudelleen: jokin oma kuppi, jossa on vähintään 2 kuulaa, kylvettynä vastapäivään.',
      ccw_north:
        'Pohjoinen valitsee uudelleen: jokin oma kuppi, jossa on vähintään 2 kuulaa, kylvettynä vastapäivään.',
      cw_south:
        'Etelä valitsee uudelleen: jokin oma kuppi, jossa on vähintään 2 kuulaa, kylvettynä myötäpäivään.',
      cw_north:
        'Pohjoinen valitsee uudelleen: jokin oma kuppi, jossa on vähintään 2 kuulaa, kylvettynä myötäpäivään.',
    },
    roundEnd: 'Kierros on päättynyt.',
    laps: 'Jako kiertää laudan {{count}} kertaa.',
    lastInStore_south: 'Viimeinen kuula päätyy Etelän kalahaan.',
    lastInStore_north: 'Viimeinen kuula päätyy Pohjoisen kalahaan.',
    lastInHouse_south: 'Viimeinen kuula päätyy Etelän kuppiin {{house}}.',
    lastInHouse_north: 'Viimeinen kuula päätyy Pohjoisen kuppiin {{house}}.',
    capture_south: 'Kaappaus: Etelälle {{seeds}}.',
    capture_north: 'Kaappaus: Pohjoiselle {{seeds}}.',
    extraTurn_south: 'Etelä siirtää uudelleen.',
    extraTurn_north: 'Pohjoinen siirtää uudelleen.',
    pass_south: 'Etelällä ei ole kuulia, vuoro siirtyy.',
    pass_north: 'Pohjoisella ei ole kuulia, vuoro siirtyy.',
    passNoPair_south: 'Etelällä ei ole kuppia, jossa on vähintään 2 kuulaa, vuoro siirtyy.',
    passNoPair_north: 'Pohjoisella ei ole kuppia, jossa on vähintään 2 kuulaa, vuoro siirtyy.',
    sweep_south_one: 'Etelän kalahaan siirtyy {{seeds}}.',
    sweep_south_other: 'Etelän kalahaan siirtyy {{seeds}}.',
    sweep_north_one: 'Pohjoisen kalahaan siirtyy {{seeds}}.',
    sweep_north_other: 'Pohjoisen kalahaan siirtyy {{seeds}}.',
    end: 'Peli päättyi.',
    next_south: 'Etelän vuoro.',
    next_north: 'Pohjoisen vuoro.',
    takeBack: 'Siirrot peruttiin. {{next}}',
    hint: 'Vihje: kuppi {{house}}.',
    hintSow: {
      ccw: 'Vihje: kuppi {{house}}, vastapäivään.',
      cw: 'Vihje: kuppi {{house}}, myötäpäivään.',
    },
    newGame: 'Uusi peli. {{next}}',
  },
  presets: {
    giuthi: {
      name: 'Giuthi (saksalainen sääntölehti)',
      source: 'Saksalaisen KALAHA-pelin sääntölehti ja sen kuvaama kikujupeli',
    },
    wari: {
      name: 'Wari (saksalainen sääntölehti)',
      source: 'Saksalaisen KALAHA-pelin sääntölehti',
    },
    oware: {
      name: 'Oware (suurkaappaus ei vie mitään)',
      source: 'Wari saksalaisen sääntölehden mukaan, suurkaappaus Owaren turnaussääntöjen mukaan',
    },
    obridjie: {
      name: 'Obridjie (saksalainen sääntölehti)',
      source: 'Saksalaisen KALAHA-pelin sääntölehti',
    },
    kalaha: {
      name: 'Kalaha (pohjoismainen pelipakkaus)',
      source: 'Skandinaavisten pelipakkausten sääntölehtiset',
    },
    'kalaha-ownside': {
      name: 'Kalaha, lisävuoro omalla puolella',
      source: 'Ruotsalainen verkkosivu Kalahan säännöistä',
    },
    'kalaha-felt': {
      name: 'Kalaha huopalaudalla (4 kuulaa)',
      source: 'Norjalainen huopalautapeli',
    },
    'kalaha-de': {
      name: 'Kalaha, saksalainen sääntölehtinen',
      source: 'Saksalaisen KALAHA-pelin sääntölehtinen',
    },
    kalah: {
      name: 'Kalah (vakiosäännöt)',
      source: 'Turnauksissa käytettävät Kalahin vakiosäännöt',
    },
    'kalah-empty-capture': {
      name: 'Kalah, kaappaus tyhjää kuppia vastaan (ratkaistu 2000)',
      source: 'Säännöt, jotka Irving, Donkers ja Uiterwijk ratkaisivat vuonna 2000',
    },
    custom: '{{preset}}, muutettu',
  },
  options: {
    grandSlam: {
      label: 'Suurkaappaus',
      help: 'Siirto, joka veisi vastustajan puolelta jokaisen siemenen.',
    },
    cycleRule: {
      label: 'Jäljelle jääneet siemenet toistossa tai sovitussa lopussa',
      help: 'Kuka saa jäljelle jääneet siemenet, kun asema toistuu kolmannen kerran tai molemmat haluavat lopettaa.',
    },
    captureChain: {
      label: 'Kuinka kauas kaappaus ulottuu',
      help: 'Mitkä kupit sen kupin edellä, johon viimeinen siemenesi teki 2 tai 3, otetaan myös.',
    },
    originSkip: {
      label: 'Tyhjennetyn kupin ohitus',
      help: 'Saako koko kierroksen kiertävä kylvö siemenen siihen kuppiin, josta se otettiin.',
    },
    shrink: {
      label: 'Miten lauta pienenee',
      help: 'Montako kuppia puolelta lauta menettää, kun häviäjällä on alle 1/2, 1/4 tai 1/8 kuulista.',
    },
    secondCapture: {
      label: 'Toinen kaappaus',
      help: 'Mitkä kaappaavan kupin vieressä olevat tyhjät omat kupit ottavat myös vastapäiset kuulansa.',
    },
    furtherChoice: {
      label: 'Uusi kylvö omasta kupista',
      help: 'Mitä omia kuppejasi saat kylvää, kun viimeinen kuulasi osuu omaan kuppiin, jossa on kuulia.',
    },
    houses: {
      label: 'Kuppeja puolella',
      help: 'Montako pientä kuppia kummankin pelaajan rivissä on.',
    },
    seeds: {
      label: 'Kuulia kupissa',
      help: 'Montako kuulaa kussakin kupissa on alussa.',
    },
    extraTurn: {
      label: 'Lisävuoro',
      help: 'Milloin saat siirtää uudelleen, kun viimeinen kuula on pudonnut.',
    },
    capture: {
      label: 'Kaappaus',
      help: 'Mitä tapahtuu, kun viimeinen kuulasi päätyy omalla puolellasi tyhjään kuppiin.',
    },
    emptyCapture: {
      label: 'Kaappaus tyhjää kuppia vastaan',
      help: 'Meneekö yksinäinen kuulasi silti kalahaasi, kun vastapäinen kuppi on tyhjä.',
    },
    captureNeedsLap: {
      label: 'Kaappaus vasta kierroksen jälkeen',
      help: 'Kaappaus lasketaan vain, jos siirto on jakanut kuulia vastustajan kuppeihin.',
    },
    captureTwoThree: {
      label: 'Kakkosten ja kolmosten kaappaus',
      help: 'Viimeinen kuula tekee vastustajan kuppiin 2 tai 3: ota ne ja samanlaiset kupit ennen sitä.',
    },
    skipOrigin: {
      label: 'Tyhjennetty kuppi ohitetaan',
      help: 'Pitkässä jaossa tyhjentämäsi kuppi ei saa kuulaa.',
    },
    endRule: {
      label: 'Kun puoli on tyhjä',
      help: 'Mitä jäljellä oleville kuulille tapahtuu, kun pelaajan kupit ovat tyhjät.',
    },
    majorityEnd: {
      label: 'Loppu yli puolella',
      help: 'Peli päättyy myös, kun kalahassa on yli puolet kaikista kuulista.',
    },
    rounds: {
      label: 'Ottelu kierroksina',
      help: 'Kierroksen häviäjä asettaa kuulansa seuraavaan, laudalle, joka pienenee hänen osuutensa mukaan.',
    },
    tieBreak: {
      label: 'Yhtä monta',
      help: 'Kuka voittaa, kun molemmissa kalahoissa on yhtä monta kuulaa.',
    },
  },
  values: {
    grandSlam: {
      forbidden: 'Ei sallittu, ellei jokainen siirto ole sellainen; silloin se ei vie mitään',
      noCapture: 'Sallittu, eikä se vie mitään',
    },
    cycleRule: {
      ownSide: 'Kumpikin ottaa omalla puolellaan olevat siemenet',
      split: 'Ne jaetaan tasan',
    },
    captureChain: {
      chain: 'Jokainen rivissä taaksepäin oleva kuppi, jossa on 2 tai 3',
      pair: 'Enintään kuppi juuri ennen sitä',
    },
    originSkip: {
      always: 'Ohitetaan aina',
      over12: 'Ohitetaan vain, jos siemeniä on yli 12',
    },
    shrink: {
      oneThreeFour: '1, 3 tai 4 kuppia (lehtinen)',
      oneTwoThree: '1, 2 tai 3 kuppia',
    },
    secondCapture: {
      eitherNeighbour: 'Tyhjä oma kuppi kummalla puolella tahansa',
      next: 'Vain seuraava kuppi kylvösuunnassa',
    },
    furtherChoice: {
      anyHouse: 'Mikä tahansa oma kuppi, jossa on kuulia',
      twoOrMore: 'Oma kuppi, jossa on vähintään 2 kuulaa',
    },
    extraTurn: {
      store: 'Viimeinen kuula omaan kalahaan',
      ownSide: 'Viimeinen kuula omaan kalahaan tai omaan kuppiin, jossa on kuulia',
      none: 'Ei koskaan',
    },
    capture: {
      opposite: 'Ota se ja vastapäinen kuppi',
      none: 'Ei kaappauksia',
    },
    endRule: {
      emptierTakes: 'Puolensa tyhjentänyt saa loput',
      ownerTakes: 'Kukin pitää omansa',
      playOn: 'Pelataan, kunnes kaikki kupit ovat tyhjiä',
    },
    tieBreak: {
      draw: 'Tasapeli',
      emptierWins: 'Se, jonka puoli tyhjeni, voittaa',
    },
  },
  levels: {
    '1': 'Aloittelija',
    '2': 'Harjoittelija',
    '3': 'Kotipelaaja',
    '4': 'Kerhopelaaja',
    '5': 'Vahva kerhopelaaja',
    '6': 'Asiantuntija',
    '7': 'Mestari',
    '8': 'Suurmestari',
    '9': 'Mestarien mestari',
    '10': 'Virheetön',
  },
  newGame: {
    title: 'Uusi peli',
    quickTitle: 'Pelaa heti',
    quickComputer: 'Pelaa tietokonetta vastaan',
    quickFriend: 'Pelaa ystävää vastaan tässä',
    quickFriendWhat: '{{rules}}, tällä laitteella',
    quickOnline: 'Pelaa verkossa',
    quickOnlineWhat: '{{rules}}: luo peli ja jaa sen linkki',
    chooseTitle: 'Tai valitse peli',
    quickComputerWhat: '{{rules}} · {{level}}',
    preset: 'Sääntökokoelma',
    from: 'Lähde: {{source}}',
    options: 'Muuta sääntöjä',
    optionsChanged_one: '{{count}} sääntö muutettu kokoelmasta',
    optionsChanged_other: '{{count}} sääntöä muutettu kokoelmasta',
    resetOptions: 'Takaisin kokoelman sääntöihin',
    invalidOptions: 'Tätä sääntöä ei voi pelata näin: {{option}}.',
    contradictionLap:
      '”Kaappaus vasta kierroksen jälkeen” vaatii kaappauksen: valitse ensin kaappaussääntö.',
    contradictionTieBreak:
      '”Se, jonka puoli tyhjeni, voittaa” ei sovi yhteen sen kanssa, että pelataan kunnes kaikki kupit ovat tyhjiä: silloin molemmat puolet tyhjenevät.',
    opponent: 'Vastustaja',
    computer: 'Tietokone',
    friend: 'Ystävä samalla laitteella',
    level: 'Tietokoneen taso',
    levelValue: 'Taso {{level}}: {{name}}',
    yourSide: 'Pelaat',
    starts: 'Kuka aloittaa',
    startsSouth: 'Etelä',
    startsNorth: 'Pohjoinen',
    startsLot: 'Arvonta',
    start: 'Aloita peli',
    continue: 'Jatka keskeneräistä peliä',
    importRecord: 'Avaa tallennettu peli',
    online: 'Joku verkossa, linkin kautta',
    onlineTitle: 'Verkkopeli',
    clock: 'Kello',
    noClock: 'Ei kelloa',
    withClock: 'Kello kummallekin pelaajalle',
    minutes: 'Minuutteja kummallekin',
    increment: 'Lisäsekunteja siirtoa kohden',
    rating: 'Vahvuusluku',
    rated: 'Pisteytetty: tulos muuttaa molempien vahvuuslukua',
    casual: 'Leikkimielinen: vahvuusluku ei muutu',
    onlineSide: 'Sinun puolesi',
    sideRandom: 'Arvotaan',
    onlineStarts: 'Etelä aloittaa verkkopelissä.',
    createOnline: 'Luo peli ja hae sen linkki',
  },
  lot: {
    title: 'Arvonta',
    drawing: 'Kuula piilotetaan toiseen nyrkkiin …',
    result_south: 'Etelä aloittaa!',
    result_north: 'Pohjoinen aloittaa!',
    fistSouth: 'Etelän nyrkki',
    fistNorth: 'Pohjoisen nyrkki',
    go: 'Pelaa',
  },
  game: {
    offerEnd: 'Ehdota lopettamista',
    offerTitle: 'Lopetetaanko peli tähän?',
    offerText_south: 'Etelä ehdottaa pelin lopettamista. Pohjoinen, suostutko?',
    offerText_north: 'Pohjoinen ehdottaa pelin lopettamista. Etelä, suostutko?',
    offerRule: 'Laudalle jääneet siemenet jaetaan silloin kuten toiston jälkeen.',
    offerAccept: 'Kyllä, lopetetaan',
    offerDecline: 'Ei, jatketaan',
    offerConsidering: 'Tietokone harkitsee ehdotustasi…',
    offerDeclined: 'Tietokone hylkää ehdotuksesi ja jatkaa peliä.',
    title: 'Peli',
    moves: 'Siirrot',
    noMoves: 'Ei vielä siirtoja.',
    turnRow: '{{number}}. {{player}}',
    takeBack: 'Peru siirto',
    hint: 'Vihje',
    hintThinking: 'Etsitään hyvää siirtoa …',
    hintResult: 'Kokeile kuppia {{house}}.',
    hintSow: {
      ccw: 'Kokeile kuppia {{house}} vastapäivään.',
      cw: 'Kokeile kuppia {{house}} myötäpäivään.',
    },
    newGame: 'Uusi peli',
    rulesPage: 'Tämän pelin säännöt',
    record: 'Pelipöytäkirja',
    exportFile: 'Tallenna tiedostoksi',
    copyLink: 'Kopioi linkki',
    linkCopied: 'Linkki kopioitu. Sen avaaja näkee tämän pelin.',
    linkNotCopied: 'Kopiointi ei ole sallittua tässä. Valitse linkki ja kopioi se itse:',
    importFile: 'Avaa tiedosto',
    importedStated:
      'Tiedostossa tulos on {{south}}–{{north}}: pankit ennen kuin laudalle jääneet siemenet menivät puolilleen, niin kuin Aualé-ohjelma kirjoittaa tuloksensa.',
    imported: 'Peli avattiin.',
    importError: 'Tämä ei ole pelipöytäkirja, jonka voimme lukea.',
    importBadMoves: 'Pelipöytäkirjaa ei voi avata: sen siirrot eivät noudata sen sääntöjä.',
    importUnsupported: 'Pelipöytäkirja on lajia, jota sovellus ei voi avata.',
    restored: 'Keskeneräinen pelisi on palannut.',
  },
  analysis: {
    title: 'Analyysi',
    show: 'Näytä analyysi',
    hide: 'Piilota analyysi',
    thinking: 'Mietitään …',
    explain:
      'Jokaisesta siirrosta: montako kuulaa edellä siirtovuorossa oleva pelaaja päättää pelin, jos molemmat pelaavat sen jälkeen parhaansa. Tarkat arvot on todistettu; muut ovat arvioita.',
    move: 'Kuppi {{house}}',
    value: 'Arvo',
    exact: 'tarkka',
    estimate: 'arvio',
    extraTurn: 'lisävuoro',
    best: 'paras',
    direction: {
      ccw: 'vastapäivään',
      cw: 'myötäpäivään',
    },
    none: 'Ei analysoitavia siirtoja.',
    graph: 'Arvokäyrä',
    graphExplain:
      'Viivan yläpuolella Etelä johtaa, alapuolella Pohjoinen; kuulina, jokaisen siirron jälkeen.',
    graphLoading: 'Piirretään käyrää …',
    graphMove: 'Siirto',
    graphValue: 'Johto kuulina',
    graphLead_south: 'Etelän johto: {{seeds}}.',
    graphLead_north: 'Pohjoisen johto: {{seeds}}.',
    graphLevel: 'Tilanne on tasan.',
  },
  result: {
    noMove_south:
      'Etelän vuorolla ei ollut sallittua siirtoa; jäljelle jääneet siemenet menivät puolensa omistajalle.',
    noMove_north:
      'Pohjoisen vuorolla ei ollut sallittua siirtoa; jäljelle jääneet siemenet menivät puolensa omistajalle.',
    repetition: 'Sama asema toistui kolmannen kerran.',
    agreement: 'Pelaajat sopivat pelin lopettamisesta.',
    leftOwnSide: 'Kumpikin otti omalle puolelleen jääneet siemenet.',
    leftShared: 'Jäljelle jääneet siemenet jaettiin tasan; pariton siemen jäi laudalle.',
    win_south: 'Etelä voittaa {{south}}–{{north}}',
    win_north: 'Pohjoinen voittaa {{north}}–{{south}}',
    draw: 'Tasapeli, {{south}}–{{north}}',
    you: 'Voitit!',
    computer: 'Tietokone voitti.',
    sideEmptyEmptierTakes_south:
      'Etelän kupit olivat tyhjät, joten Etelä sai Pohjoisen kuppeihin jääneet kuulat ({{seeds}}).',
    sideEmptyEmptierTakes_north:
      'Pohjoisen kupit olivat tyhjät, joten Pohjoinen sai Etelän kuppeihin jääneet kuulat ({{seeds}}).',
    sideEmptyOwnerTakes_south:
      'Etelän kupit olivat tyhjät, joten Pohjoinen siirsi omiin kuppeihinsa jääneet kuulat ({{seeds}}) kalahaansa.',
    sideEmptyOwnerTakes_north:
      'Pohjoisen kupit olivat tyhjät, joten Etelä siirsi omiin kuppeihinsa jääneet kuulat ({{seeds}}) kalahaansa.',
    sideEmptyBoth: 'Sama siirto tyhjensi molemmat puolet.',
    majority_south:
      'Etelän kalahassa oli yli puolet kuulista; jäljelle jääneet kuulat menivät omistajilleen.',
    majority_north:
      'Pohjoisen kalahassa oli yli puolet kuulista; jäljelle jääneet kuulat menivät omistajilleen.',
    allEmpty: 'Kaikki kupit olivat tyhjiä.',
    tieBreak_south: 'Kalahoissa on yhtä monta kuulaa; Etelä voittaa, koska hänen puolensa tyhjeni.',
    tieBreak_north:
      'Kalahoissa on yhtä monta kuulaa; Pohjoinen voittaa, koska hänen puolensa tyhjeni.',
    score: 'Pisteet',
    rematch: 'Uusintapeli puolet vaihtaen',
    review: 'Käy peli läpi',
  },
  giuthi: {
    roundLine: 'Kierros {{number}} · {{houses}} kuppia puolella',
    setupLine: 'Kierroksen {{number}} asettelu · {{houses}} kuppia puolella',
    rounds: 'Kierrokset',
    noRounds: 'Yksikään kierros ei ole vielä päättynyt.',
    round: 'Kierros',
    houses: 'Kupit',
    winner: 'Voittaja',
    drawn: 'Tasapeli',
    roundWin_south: 'Kierros {{number}}: Etelä voittaa, {{south}}–{{north}}.',
    roundWin_north: 'Kierros {{number}}: Pohjoinen voittaa, {{north}}–{{south}}.',
    roundDraw: 'Kierros {{number}}: tasapeli, {{south}}–{{north}}.',
    arranging_south:
      'Etelä asettaa {{seeds}} {{houses}} kuppiinsa, vähintään yhden kuhunkin; Pohjoinen peilaa ne.',
    arranging_north:
      'Pohjoinen asettaa {{seeds}} {{houses}} kuppiinsa, vähintään yhden kuhunkin; Etelä peilaa ne.',
    layout_south: 'Etelä asettaa {{pattern}} kupista 1 alkaen; Pohjoinen peilaa sen.',
    layout_north: 'Pohjoinen asettaa {{pattern}} kupista 1 alkaen; Etelä peilaa sen.',
    matchWin_south: 'Etelä voittaa ottelun, kuulia {{south}}–{{north}}',
    matchWin_north: 'Pohjoinen voittaa ottelun, kuulia {{north}}–{{south}}',
    matchDraw: 'Ottelu päättyy tasapeliin, kuulia {{south}}–{{north}}',
    givenUpWin_south: 'Etelä voittaa ottelun',
    givenUpWin_north: 'Pohjoinen voittaa ottelun',
    givenUpInRound:
      'Ottelu luovutettiin kierroksella {{number}}; Etelän pankissa oli kuulia {{south}}, Pohjoisen {{north}}.',
    givenUpBetween: 'Ottelu luovutettiin kierrosten {{number}} ja {{next}} välillä.',
    why: {
      cannotFill_south: 'Etelä ei voi panna kuulaa jokaiseen uuden kierroksen {{houses}} kuppiin.',
      cannotFill_north:
        'Pohjoinen ei voi panna kuulaa jokaiseen uuden kierroksen {{houses}} kuppiin.',
      allSeeds_south: 'Etelällä ovat kaikki kuulat.',
      allSeeds_north: 'Pohjoisella ovat kaikki kuulat.',
      equalSeeds: 'Viimeisen kierroksen jälkeen kummallakin oli yhtä monta kuulaa.',
      singleRound: 'Pelattiin yksi ainoa kierros.',
    },
    roundsWon_one: '{{count}} kierros pelattu: Etelä voitti {{south}}, Pohjoinen {{north}}.',
    roundsWon_other: '{{count}} kierrosta pelattu: Etelä voitti {{south}}, Pohjoinen {{north}}.',
    keyboardHelp:
      'Näppäimet (Giuthi): nuolet valitsevat kupin, Enter näyttää sen kaksi nuolta; sitten vasen tai oikea valitsee suunnan ja Enter kylvää. Escape piilottaa nuolet.',
    setup: {
      title_south: 'Etelä asettelee seuraavan kierroksen',
      title_north: 'Pohjoinen asettelee seuraavan kierroksen',
      intro_south:
        'Etelä hävisi kierroksen ja asettaa {{seeds}} {{houses}} kuppiinsa, vähintään yhden kuhunkin.',
      intro_north:
        'Pohjoinen hävisi kierroksen ja asettaa {{seeds}} {{houses}} kuppiinsa, vähintään yhden kuhunkin.',
      how: 'Vedä kuula kädestä tai kupista toiseen kuppiin, tai napauta yhtä ottaaksesi kuulan ja toista pannaksesi sen; + ottaa kuulan kädestä, − palauttaa sen.',
      house: 'Kuppi {{house}}, {{seeds}}',
      less: 'Yksi kuula vähemmän kuppiin {{house}}',
      more: 'Yksi kuula lisää kuppiin {{house}}',
      mirrorHouse_south: 'Etelän kuppi {{house}}, {{seeds}}, peilattu',
      mirrorHouse_north: 'Pohjoisen kuppi {{house}}, {{seeds}}, peilattu',
      mirror_south: 'Etelä asettaa saman kuvion ja pitää {{seeds}} pankissaan.',
      mirror_north: 'Pohjoinen asettaa saman kuvion ja pitää {{seeds}} pankissaan.',
      hand: 'Kuulia kädessä: {{seeds}}',
      handShort_one: 'Käsi: {{count}} kuula',
      handShort_other: 'Käsi: {{count}} kuulaa',
      spread: 'Jaa tasaisesti',
      clear: 'Aloita alusta',
      holding: 'Kuula on otettu: napauta, mihin se pannaan.',
      unplaced_one: '{{count}} kuula vielä asettamatta.',
      unplaced_other: '{{count}} kuulaa vielä asettamatta.',
      empty_one: 'Kuppi {{houses}} on yhä tyhjä.',
      empty_other: 'Kupit {{houses}} ovat yhä tyhjiä.',
      done: 'Aloita kierros',
    },
  },
  review: {
    title: 'Läpikäynti',
    first: 'Alkuun',
    previous: 'Edellinen siirto',
    next: 'Seuraava siirto',
    last: 'Loppuun',
    after: '{{move}} jälkeen',
    keys: 'Näppäimet: vasen ja oikea siirtävät siirto kerrallaan, Home ja End alkuun ja loppuun.',
    position_one: 'Siirron {{number}}/{{count}} jälkeen',
    position_other: 'Siirron {{number}}/{{count}} jälkeen',
    start: 'Alkuasema',
    exit: 'Lopeta läpikäynti',
  },
  rulesPage: {
    examples: 'Esimerkkejä sääntöjen mukaan pelattuina',
    before: 'Ennen',
    after: 'Jälkeen',
    example: {
      sowing:
        '{{player}} nostaa kupista {{house}} {{seeds}} ja kylvää ne yksi kerrallaan seuraaviin kuoppiin.',
      capture:
        '{{player}} kylvää kupin {{house}}; siitä, mihin viimeinen siemen päätyy, {{player}} kaappaa {{captured}}.',
      extraTurn:
        '{{player}} kylvää kupin {{house}}; viimeinen siemen päätyy varastoon, joten {{player}} siirtää uudelleen.',
      board:
        'Etelä: kupit {{south}}, voitettu {{southStore}}. Pohjoinen: kupit {{north}}, voitettu {{northStore}}.',
    },
    chooseSet: 'Näytettävät säännöt',
    everySet: 'Kaikki sovelluksen pelaamat sääntökokoelmat: valitse yksi lukeaksesi sen säännöt.',
    relEquipmentText:
      'Kummallakin pelaajalla on edessään {{houses}} kupin rivi. Laudalla ei ole pesiä: pelaajan voittamat siemenet ovat laudan vieressä, hänen pankissaan. Alussa jokaisessa kupissa on {{seeds}}: yhteensä {{total}}.',
    relAimText: 'Voita pankkiisi enemmän siemeniä kuin vastustajasi.',
    wariMoveText:
      'Ota kaikki siemenet yhdestä kupistasi ja kylvä ne yksi kerrallaan vastapäivään seuraaviin kuppeihin molemmissa riveissä. Tyhjentämäsi kuppi ohitetaan aina.',
    wariCapture:
      'Jos viimeinen siemenesi tekee vastustajan kuppiin 2 tai 3 siementä, voitat ne, ja myös sitä edeltävien hänen puolensa kuppien siemenet, joissa on 2 tai 3, taaksepäin ensimmäiseen, jossa ei ole.',
    wariMoveTextOver12:
      'Ota kaikki siemenet yhdestä kupistasi ja kylvä ne yksi kerrallaan vastapäivään seuraaviin kuppeihin molemmissa riveissä. Tyhjentämäsi kuppi ohitetaan vain, jos nostit yli 12 siementä; 12 tai vähemmällä se saa siemenen, kun kylvö kiertää sen kohdalle.',
    wariCapturePair:
      'Jos viimeinen siemenesi tekee vastustajan kuppiin 2 tai 3 siementä, voitat ne, ja myös hänen puolensa juuri sitä edeltävän kupin siemenet, jos siinä on 2 tai 3, mutta ei enempää.',
    grandSlamForbidden:
      'Siirto, joka voittaisi jokaisen siemenen vastustajan puolelta (suurkaappaus), ei ole sallittu, ellei jokainen siirto ole sellainen; silloin se pelataan eikä se voita mitään.',
    grandSlamNoCapture:
      'Siirron, joka voittaisi jokaisen siemenen vastustajan puolelta (suurkaappaus), saa pelata, mutta se ei voita mitään.',
    feedTitle: 'Ruokkiminen',
    mustFeed:
      'Kun vastustajan kaikki kupit ovat tyhjiä, sinun on pelattava siirto, joka kylvää niihin siemeniä. Jos mikään siirto ei voi, peli päättyy.',
    wariEnd:
      'Peli päättyy, kun vuorossa oleva pelaaja ei voi siirtää tai kun pankissa on yli puolet kaikista siemenistä ({{half}}). Kuppeihin jääneet siemenet menevät sen puolen omistajalle, jolla ne ovat.',
    repetitionTitle: 'Toisto ja sovittu loppu',
    repetition:
      'Peli päättyy myös, kun sama asema (lauta ja vuorossa oleva pelaaja) toistuu kolmannen kerran edellisen kaappauksen jälkeen tai kun molemmat pelaajat haluavat lopettaa: toinen ehdottaa, toinen suostuu.',
    leftOwnSide: 'Kumpikin ottaa silloin omalle puolelleen jääneet siemenet.',
    leftShared: 'Jäljelle jääneet siemenet jaetaan silloin tasan; pariton siemen jätetään pois.',
    obridjieMoveText:
      'Ota kaikki siemenet yhdestä kupistasi ja kylvä ne yksi kerrallaan vastapäivään seuraaviin kuppeihin molemmissa riveissä. Jos nostit 12 siementä tai enemmän, tyhjentämäsi kuppi ohitetaan.',
    obridjieFour:
      'Aina kun siemen, joka ei ole kylvön viimeinen, tekee kuppiin tasan 4, ne 4 menevät heti sen pelaajan pankkiin, jonka puolella kuppi on.',
    obridjieLast:
      'Jos viimeinen siemen tekee kuppiin 4, voitat ne 4 ja vuorosi päättyy. Jos kupissa oli jo siemeniä, nostat ne kaikki ja kylvät seuraavasta kupista eteenpäin (viestikylvö). Jos kuppi oli tyhjä, vuorosi päättyy.',
    obridjieEndless: 'Siirto, jonka viestikylvö ei koskaan päättyisi, ei ole sallittu.',
    obridjieEnd:
      'Peli päättyy, kun vuorossa oleva pelaaja ei voi siirtää. Kuppeihin jääneet siemenet menevät sen puolen omistajalle, jolla ne ovat.',
    relResultText: 'Se, jonka pankissa on enemmän siemeniä, voittaa; tasan on tasapeli.',
    giuthiAimText:
      'Voita enemmän kuulia kuin vastustajasi. Kierroksista koostuvassa ottelussa kunkin kierroksen häviäjä aloittaa seuraavan pienemmällä määrällä kuppeja, kunnes pelaaja ei voi täyttää riviään.',
    giuthiMoveText:
      'Ota kaikki kuulat jostakin omasta kupistasi, jossa on vähintään 2, ja kylvä ne yksi kerrallaan seuraaviin kuppeihin kummallakin rivillä valitsemaasi suuntaan: vastapäivään tai myötäpäivään. Pankkeihin ei koskaan kylvetä; tyhjentämäsi kuppi saa kuulia myöhemmillä kierroksilla.',
    giuthiLastTitle: 'Mihin viimeinen kuula päätyy',
    giuthiRelay:
      'Vastustajan kuppiin, jossa on kuulia: nostat sen kuulat ja kylvät ne eteenpäin vastakkaiseen suuntaan.',
    giuthiChoice:
      'Omaan kuppiin, jossa on kuulia: valitset uudelleen jonkin oman kupin, jossa on vähintään 2 kuulaa, ja kylvät sen juuri tehdyn kierroksen vastaiseen suuntaan. Jos sellaista ei ole, vuorosi päättyy.',
    giuthiChoiceAny:
      'Omaan kuppiin, jossa on kuulia: valitset uudelleen minkä tahansa oman kupin, jossa on kuulia, myös yhden kuulan kupin, ja kylvät sen juuri tehdyn kierroksen vastaiseen suuntaan. Jos sellaista ei ole, vuorosi päättyy.',
    giuthiEmptyTheirs: 'Vastustajan tyhjään kuppiin: vuorosi päättyy.',
    giuthiCapture:
      'Omaan tyhjään kuppiin: kaappaat sen kuulan ja vastapäisen kupin kuulat. Jos seuraava oma kuppisi kylvösuunnassa on myös tyhjä, otat myös sitä vastapäätä olevat kuulat.',
    giuthiCaptureEither:
      'Omaan tyhjään kuppiin: kaappaat sen kuulan ja vastapäisen kupin kuulat. Jos sen vieressä oleva oma kuppi kummalla puolella tahansa on myös tyhjä, otat myös sitä vastapäätä olevat kuulat.',
    giuthiEnd:
      'Pelaaja, jolla ei ole yhtään kuppia, jossa on 2 tai enemmän kuulia, jää vuorosta. Kierros päättyy, kun kumpikaan ei voi siirtää; kuppeihin jääneet kuulat menevät sen puolen omistajalle.',
    giuthiRoundsTitle: 'Kierrokset',
    giuthiRounds:
      'Pelaaja, jolla on vähemmän kuulia, asettaa kaikki kuulansa riviinsä haluamallaan tavalla, vähintään yhden jokaiseen kuppiin; vastustaja asettaa saman kuvion omalle puolelleen ja pitää loput pankissaan. Häviäjä aloittaa seuraavan kierroksen.',
    giuthiShrink:
      'Jos häviäjällä on alle puolet kaikista kuulista, lauta menettää 1 kupin puolelta; alle neljänneksen, 2; alle kahdeksasosan, 3. Kun hän voittaa takaisin suuremman osuuden, lauta kasvaa taas.',
    giuthiShrinkOneThreeFour:
      'Jos häviäjällä on alle puolet kaikista kuulista, lauta menettää 1 kupin puolelta; alle neljänneksen, 3; alle kahdeksasosan, 4, mutta puolelle ei koskaan jää alle 2 kuppia. Kun hän voittaa takaisin suuremman osuuden, lauta kasvaa taas.',
    giuthiMatchEnd:
      'Ottelu päättyy, kun häviäjä ei voi panna kuulaa rivinsä jokaiseen kuppiin tai hänellä ei ole kuulia; yhtä monta kuulaa kierroksen jälkeen tekee ottelusta tasapelin.',
    giuthiSingle:
      'Pelataan yksi ainoa kierros: se, jolla on enemmän kuulia, voittaa; yhtä monta on tasapeli.',
    title: 'Säännöt: {{name}}',
    print: 'Tulosta',
    back: 'Takaisin',
    sourceTitle: 'Mistä säännöt ovat peräisin',
    equipment: 'Lauta',
    equipmentText:
      'Kummallakin pelaajalla on edessään {{houses}} kupin rivi ja sen oikeassa päässä kalaha. Alussa jokaisessa kupissa on {{seeds}}, yhteensä {{total}}. Kalahat ovat tyhjiä.',
    aim: 'Tavoite',
    aimText:
      'Tavoitteena on, että pelin päättyessä kalahassasi on enemmän kuulia kuin vastustajasi kalahassa.',
    moveTitle: 'Siirto',
    moveText:
      'Ota kaikki kuulat yhdestä kupistasi ja jaa ne yksi kerrallaan vastapäivään seuraaviin kuppeihin ja omaan kalahaasi. Vastustajan kalaha ohitetaan aina.',
    skipOriginText: 'Kun jako kiertää koko laudan ympäri, tyhjentämäsi kuppi ohitetaan.',
    extraTurnTitle: 'Lisävuoro',
    extraTurnStore: 'Jos viimeinen kuulasi päätyy omaan kalahaasi, saat siirtää uudelleen.',
    extraTurnOwnSide:
      'Jos viimeinen kuulasi päätyy omaan kalahaasi tai omaan kuppiisi, jossa oli jo kuulia, saat siirtää uudelleen.',
    extraTurnNone: 'Lisävuoroja ei ole: jokaisen siirron jälkeen on vastustajan vuoro.',
    captureTitle: 'Kaappaus',
    captureOpposite:
      'Jos viimeinen kuulasi päätyy omalla puolellasi tyhjään kuppiin, otat sen kuulan ja kaikki vastapäisen kupin kuulat ja siirrät ne kalahaasi. Kaappaus ei koskaan anna lisävuoroa.',
    captureEmptyYes: 'Jos vastapäinen kuppi on tyhjä, yksinäinen kuulasi menee silti kalahaasi.',
    captureEmptyNo: 'Jos vastapäinen kuppi on tyhjä, mitään ei kaapata ja kuula jää paikalleen.',
    captureNeedsLap:
      'Kaappaus lasketaan vain, jos siirto on ensin jakanut kuulia vastustajan kuppeihin.',
    captureNone: 'Omalta puolelta ei kaapata kuulia.',
    captureTwoThree:
      'Jos viimeinen kuulasi tekee vastustajan kuppiin 2 tai 3 kuulaa, kaappaat ne ja myös juuri sitä edeltävät kupit, joissa on 2 tai 3, enintään 3 kuppia yhteensä.',
    endTitle: 'Pelin loppu',
    endEmptierTakes:
      'Kun pelaajan kaikki kupit ovat tyhjiä, hän saa kalahaansa kaikki vastustajan kuppeihin jääneet kuulat, ja peli päättyy.',
    endOwnerTakes:
      'Kun pelaajan kaikki kupit ovat tyhjiä, toinen pelaaja siirtää omiin kuppeihinsa jääneet kuulat kalahaansa, ja peli päättyy.',
    endPlayOn:
      'Pelaaja, jonka kupit ovat tyhjiä, jättää vuoronsa väliin, ja vastustaja siirtää uudelleen, kunnes hänen puolelleen tulee kuulia. Peli päättyy, kun kaikki kupit ovat tyhjiä.',
    majorityEnd:
      'Peli päättyy myös heti, kun jossakin kalahassa on yli puolet kaikista kuulista ({{half}}); silloin kumpikin siirtää omiin kuppeihinsa jääneet kuulat kalahaansa.',
    resultTitle: 'Voittaja',
    resultText: 'Voittaja on se, jonka kalahassa on eniten kuulia.',
    tieDraw: 'Yhtä monta kuulaa on tasapeli.',
    tieEmptierWins:
      'Jos kuulia on yhtä monta, voittaa se, jonka puoli tyhjeni; muuten peli on tasapeli.',
    tieBothEmptied: 'Jos yksi siirto tyhjentää molemmat puolet, siirron tekijä voittaa.',
    startsText: 'Arvotkaa, kumpi aloittaa.',
  },
  puzzles: {
    title: 'Tehtävät',
    intro: 'Asemia, joissa yksi siirto on paras, todistettu pelin loppuun asti: löydä se.',
    rules: 'Säännöt',
    theme: 'Teema',
    allThemes: 'Kaikki teemat',
    daily: 'Päivän tehtävä',
    dailyBadge: 'Päivän tehtävä',
    heading: 'Tehtävä {{number}}',
    puzzleRating: 'vaikeus {{rating}}',
    task: 'Etsi Etelän paras siirto.',
    yourRating: 'Tehtävälukusi',
    record: '{{solved}}/{{tried}} ratkaistu ensi yrittämällä',
    right: 'Oikein! Kuppi {{house}} on paras siirto: {{value}}.',
    wrong: 'Ei paras. Kuppi {{house}}: {{value}}. Paras on kuppi {{best}}: {{bestValue}}.',
    ratingChange: 'Tehtävälukusi: {{before}} → {{after}}.',
    unsent: 'Tehtävälukuasi verkossa ei päivitetty: {{reason}}',
    unrated: 'Olet yrittänyt tätä tehtävää ennenkin, joten sitä ei lasketa uudelleen.',
    showing: 'Ratkaisu vuoro vuorolta',
    turn: '{{player}}: {{houses}}',
    values: 'Jokainen siirto todistettuna',
    valuesNote: 'Mitä kukin siirto antaa Etelälle, kun molemmat pelaavat parhaansa loppuun asti.',
    house: 'Kuppi {{house}}',
    best: 'paras',
    ahead_one: 'Etelä päättää {{count}} kuulan edellä',
    ahead_other: 'Etelä päättää {{count}} kuulaa edellä',
    behind_one: 'Etelä päättää {{count}} kuulan jäljessä',
    behind_other: 'Etelä päättää {{count}} kuulaa jäljessä',
    draw: 'tasapeli',
    tieWin: 'kalahoissa yhtä monta, Etelä voittaa tasatilanteen säännöllä',
    tieLoss: 'kalahoissa yhtä monta, Etelä häviää tasatilanteen säännöllä',
    themes: 'Teemat',
    themeName: {
      extraTurn: 'Lisävuoro',
      extraTurnChain: 'Lisävuorojen ketju',
      capture: 'Kaappaus',
      emptyOwnSide: 'Oman puolen tyhjentäminen',
      starve: 'Vastustajan näännyttäminen',
      grandSlamAvoided: 'Suurkaappaus vältetty',
      relay: 'Viestikylvö',
      defence: 'Puolustus',
    },
    next: 'Seuraava tehtävä',
    none: 'Millään näiden sääntöjen tehtävällä ei ole tätä teemaa.',
  },
  lessons: {
    start: 'Opettele nämä säännöt',
    title: 'Opettele: {{name}}',
    intro:
      'Yksi sääntö kerrallaan: jokainen vaihe asettaa aseman ja pyytää sinulta, Etelältä, siirron, joka näyttää säännön.',
    building: 'Etsitään asema jokaiselle säännölle…',
    progress: 'Vaihe {{step}}/{{count}}',
    you: 'Etelä (sinä)',
    yourMove: 'Sinun siirtosi: valitse kuppi.',
    right: 'Oikein! {{happened}}',
    wrong: 'Ei tämä. Näin kävi: {{happened}}',
    hint: 'Kokeile kuppia {{house}}.',
    hintMove: 'Kokeile tätä: {{move}}.',
    again: 'Yritä uudelleen',
    next: 'Seuraava vaihe',
    finish: 'Valmis',
    done_one: 'Kurssi suoritettu: {{count}} vaihe',
    done_other: 'Kurssi suoritettu: {{count}} vaihetta',
    missing: 'Ei tällä kurssilla, koska sille ei löytynyt asemaa: {{topics}}.',
    restart: 'Aloita alusta',
    endings: {
      title: 'Tässä sääntökirjat ovat eri mieltä',
      intro: 'Sama siirto kunkin sääntökirjoissa esitetyn lopun mukaan:',
      inUse: 'nämä säännöt',
      playsOn_south: 'Peli jatkuu: Etelä siirtää seuraavaksi.',
      playsOn_north: 'Peli jatkuu: Pohjoinen siirtää seuraavaksi.',
      source: {
        emptierTakes:
          'Pelipakkaus, tanskalais-ruotsalais-norjalainen sääntölehti, ruotsalainen verkkosivu, huopalaudan toinen loppu, saksalaisen lehtisen ensimmäinen',
        ownerTakes:
          'Sääntölehden suomenkielinen teksti, huopalaudan kolmas loppu, saksalaisen lehtisen toinen, tavallinen Kalah',
        playOn: 'Huopalaudan ensimmäinen loppu',
      },
    },
    topic: {
      sowing: {
        title: 'Kylväminen',
        text: 'Siirrossa nostetaan kaikki kuulat yhdestä omasta kupistasi ja kylvetään ne yksi kerrallaan seuraaviin koloihin vastapäivään. Tee siirto, joka vain kylvää eikä mitään muuta tapahdu.',
        textDirections:
          'Siirrossa nostetaan kaikki kuulat yhdestä omasta kupistasi (vähintään 2) ja kylvetään ne yksi kerrallaan seuraaviin kuppeihin valitsemaasi suuntaan. Tee siirto, joka vain kylvää eikä mitään muuta tapahdu.',
      },
      skipStore: {
        title: 'Vastustajan kalaha ohitetaan',
        text: 'Kylvö ohittaa vastustajan kalahan: se ei koskaan saa sinulta kuulaa. Tee siirto, joka kylvää Pohjoisen kalahan ohi.',
      },
      extraTurn: {
        title: 'Lisävuoro',
        text: 'Jos viimeinen kuulasi osuu omaan kalahaasi, siirrät uudelleen. Etsi se siirto.',
      },
      extraTurnOwnSide: {
        title: 'Lisävuoro omalla puolella',
        text: 'Näissä säännöissä myös viimeinen kuula omaan kuppiin, jossa on jo kuulia, antaa uuden siirron. Etsi tällainen siirto.',
      },
      capture: {
        title: 'Kaappaus',
        text: 'Jos viimeinen kuulasi osuu omalla puolellasi tyhjään kuppiin, kaappaat sen ja vastapäisen kupin kuulat. Etsi kaappaus.',
      },
      emptyCapture: {
        title: 'Kaappaus tyhjää kuppia vastaan',
        text: 'Näissä säännöissä kaappaus pätee, vaikka vastapäinen kuppi olisi tyhjä: yksinäinen kuulasi menee kalahaasi. Etsi se siirto.',
      },
      noEmptyCapture: {
        title: 'Ei kaappausta tyhjää kuppia vastaan',
        text: 'Näissä säännöissä mitään ei kaapata, kun vastapäinen kuppi on tyhjä: viimeinen kuulasi jää siihen, mihin se osui. Tee tällainen siirto.',
      },
      captureNeedsLap: {
        title: 'Kaappaus vaatii kierroksen',
        text: 'Näissä säännöissä kaappaus lasketaan vain, kun siirto on kylvänyt vastustajan kuppeihin. Tee siirto, joka päättyy omaan tyhjään kuppiisi käymättä Pohjoisen puolella: se ei kaappaa mitään.',
      },
      captureTwoThree: {
        title: 'Kakkosten ja kolmosten kaappaus',
        text: 'Näissä säännöissä viimeinen kuula, joka tekee vastustajan kuppiin 2 tai 3, vie sen kupin ja sitä edeltävät kupit, joissa on 2 tai 3, enintään kolme. Etsi tällainen kaappaus.',
      },
      skipOrigin: {
        title: 'Tyhjennetty kuppi ohitetaan',
        text: 'Kun kylvö kiertää koko kierroksen, tyhjentämäsi kuppi ei saa kuulaa. Tee siirto suurella kupilla, joka kiertää ympäri.',
      },
      endOfGame: {
        title: 'Pelin loppu',
        text: 'Tee siirto, joka päättää sen.',
        emptierTakes:
          'Kun toinen puoli on tyhjä, peli päättyy, ja puolensa tyhjentänyt pelaaja saa kaikki laudalle jääneet kuulat.',
        ownerTakes:
          'Kun toinen puoli on tyhjä, peli päättyy, ja kumpikin pelaaja laittaa omalle puolelleen jääneet kuulat omaan kalahaansa.',
        playOn:
          'Pelaaja, jonka puoli on tyhjä, jättää vuoronsa väliin ja toinen jatkaa; peli päättyy, kun kupeissa ei ole enää kuulia.',
      },
      majorityEnd: {
        title: 'Yli puolet päättää pelin',
        text: 'Peli päättyy heti, kun pelaajalla on yli puolet kaikista kuulista. Tee siirto, joka vie sinut sinne.',
      },
      captureChain: {
        title: 'Kaappausketju',
        text: 'Jos viimeinen kuulasi tekee vastustajan kuppiin 2 tai 3, saat ne ja myös sitä edeltävät kupit, joissa on 2 tai 3, rivillä taaksepäin. Etsi kahden tai useamman kupin kaappaus.',
      },
      grandSlam: {
        title: 'Suurkaappaus',
        text: 'Kaappaus, joka veisi kaikki kuulat vastustajan puolelta, ei kaappaa mitään. Tee se siirto ja katso.',
        textForbidden:
          'Kaappaus, joka veisi kaikki kuulat vastustajan puolelta, ei ole sallittu, kun sinulla on muu siirto: tässä yksi kupeistasi ei siksi ole siirto. Tee jokin muu.',
      },
      mustFeed: {
        title: 'Ruoki vastustajaa',
        text: 'Pohjoisen kupit ovat tyhjiä: sinun on tehtävä siirto, joka kylvää niihin. Kuppi, jonka kuulat eivät yllä Pohjoiselle, ei ole siirto.',
      },
      relay: {
        title: 'Viestikylvö',
        text: 'Jos viimeinen kuulasi osuu kuppiin, jossa on kuulia, nostat ne ja kylvät eteenpäin samassa siirrossa. Etsi siirto, jossa kylvö jatkuu.',
      },
      four: {
        title: 'Neloset',
        text: 'Kuula, joka tekee kuppiin täsmälleen 4, lähettää ne 4 heti kupin omistajalle. Etsi siirto, joka tekee nelosen.',
      },
      furtherChoice: {
        title: 'Uusi valinta',
        text: 'Jos viimeinen kuulasi osuu omaan kuppiisi, jossa on kuulia, valitset oman kupin ja kylvät sen toiseen suuntaan samalla vuorolla. Etsi tällainen siirto.',
      },
      tieBreak: {
        title: 'Yhtä monta kalahoissa',
        text: 'Tee siirto, joka päättää pelin niin, että kummassakin kalahassa on yhtä monta kuulaa.',
        draw: 'Jos kummassakin kalahassa on lopussa yhtä monta kuulaa, peli päättyy tasapeliin.',
        emptierWins:
          'Jos kummassakin kalahassa on lopussa yhtä monta kuulaa, voittaa se, jonka puoli tyhjeni.',
      },
      repetition: {
        title: 'Asema kolmannen kerran',
        text: 'Yksi siirroistasi tuo takaisin aseman, joka on nähty jo kahdesti: etsi se.',
        ownSide:
          'Kun sama asema (kuulat ja siirtovuoro) toistuu kolmannen kerran, peli päättyy ja kumpikin saa omalla puolellaan olevat kuulat.',
        split:
          'Kun sama asema (kuulat ja siirtovuoro) toistuu kolmannen kerran, peli päättyy ja jäljellä olevat kuulat jaetaan tasan.',
        round:
          'Kun sama asema (kuulat, siirtovuoro ja odottava uusi valinta) toistuu kolmannen kerran, kierros päättyy ja kumpikin saa omalla puolellaan olevat kuulat.',
      },
      directionCapture: {
        title: 'Suunta ratkaisee',
        text: 'Valitset jokaisen siirron suunnan, ja se ratkaisee, mihin viimeinen kuula osuu. Viimeinen kuula omaan tyhjään kuppiisi kaappaa sen ja vastapäisen kupin kuulat: etsi kuppi ja suunta, jotka kaappaavat, kun toinen suunta ei kaappaisi.',
      },
      doubleCapture: {
        title: 'Kaksoiskaappaus',
        text: 'Kun kaappaat, myös kaappaavan kupin vieressä oleva oma tyhjä kuppisi vie vastapäisen kuppinsa kuulat. Etsi siirto, joka kaappaa kahdesta Pohjoisen kupista.',
        textNext:
          'Kun kaappaat, myös seuraava oma kuppisi kylvösuunnassa vie vastapäisen kuppinsa kuulat, jos se on tyhjä. Etsi siirto, joka kaappaa kahdesta Pohjoisen kupista.',
      },
      roundEnd: {
        title: 'Kierroksen loppu',
        text: 'Kun kumpikaan pelaaja ei voi siirtää, kierros päättyy: kupeissa olevat kuulat menevät sille, jonka puolella ne ovat. Pelaaja, jolla on vähemmän kuulia, asettaa seuraavan kierroksen kuulat laudalle, joka pienenee hänen osuutensa mukaan. Tee siirto, joka päättää kierroksen.',
        textOneRound:
          'Kun kumpikaan pelaaja ei voi siirtää, peli päättyy: kupeissa olevat kuulat menevät sille, jonka puolella ne ovat. Tee siirto, joka päättää sen.',
      },
    },
  },
  online: {
    loading: 'Ladataan …',
    rated: 'Pisteytetty',
    casual: 'Leikkimielinen',
    status: {
      label: 'Yhteys',
      connecting: 'Yhdistetään …',
      open: 'Yhteydessä',
      offline: 'Ei yhteyttä, yhdistetään uudelleen …',
    },
    clock: {
      none: 'Ei kelloa',
      value: '{{minutes}} min + {{increment}} s',
      label_south: 'Etelän kello',
      label_north: 'Pohjoisen kello',
      low: 'aikaa vähän jäljellä',
    },
    lobby: {
      offline: 'Avoimet pelit näkyvät tässä, kun palvelimeen saadaan taas yhteys.',
      title: 'Pelaa verkossa',
      intro: 'Luo peli ja lähetä sen linkki ystävälle, tai liity avoimeen peliin.',
      create: 'Luo peli',
      openGames: 'Avoimet pelit',
      none: 'Avoimia pelejä ei ole juuri nyt.',
      refresh: 'Päivitä',
      join: 'Liity',
      watch: 'Katso',
      creating: 'Peliä luodaan …',
      you: 'Pelaat nimellä {{name}}.',
      yourPage: 'Vahvuuslukusi ja pelisi',
      leaderboard: 'Tulostaulu',
    },
    list: {
      rules: 'Säännöt',
      players: 'Pelaajat',
      clock: 'Kello',
      rating: 'Vahvuusluku',
      status: 'Tilanne',
      date: 'Päivä',
      open: 'Avaa',
      openSeat: 'vapaa paikka',
      won_south: 'Etelä voitti',
      won_north: 'Pohjoinen voitti',
      draw: 'Tasapeli',
      ends: {
        cannotFill: 'rivi ei täyty',
        allSeeds: 'kaikki siemenet',
        equalSeeds: 'yhtä monta siementä',
        singleRound: 'yksi kierros',
      },
    },
    gameStatus: {
      open: 'Odottaa vastustajaa',
      active: 'Käynnissä',
      finished: 'Päättynyt',
      aborted: 'Keskeytetty',
    },
    game: {
      title: 'Verkkopeli',
      loading: 'Peliä ladataan …',
      waiting: 'Odotetaan, että vastustaja liittyy …',
      waitingLayout: 'Odotetaan, että {{name}} asettaa siemenensä seuraavaa kierrosta varten …',
      watching: 'Katsot tätä peliä.',
      playing_south: 'Pelaat Etelää.',
      playing_north: 'Pelaat Pohjoista.',
      spectators_one: '{{count}} katsoja',
      spectators_other: '{{count}} katsojaa',
      join_south: 'Liity ja pelaa Etelää',
      join_north: 'Liity ja pelaa Pohjoista',
      openSeat: 'Vapaa paikka',
      you: '{{name}} (sinä)',
      connected: 'yhteydessä',
      away: 'ei yhteydessä',
      sending: 'Siirtoasi lähetetään …',
      resign: 'Luovuta',
      resignConfirm: 'Haluatko varmasti luovuttaa tämän pelin?',
      resignYes: 'Kyllä, luovutan',
      resignNo: 'Ei, jatketaan',
      abort: 'Keskeytä peli',
      offerRematch: 'Tarjoa uusintaottelua',
      rematchOffered: 'Tarjosit uusintaottelua. Odotetaan vastustajaa …',
      endOffered: 'Ehdotit pelin lopettamista. Odotetaan vastustajaa …',
      rematchBy_south: 'Etelä tarjoaa uusintaottelua.',
      rematchBy_north: 'Pohjoinen tarjoaa uusintaottelua.',
      acceptRematch: 'Hyväksy uusintaottelu',
      watchRematch: 'Katso uusintaottelua',
      toRematch: 'Siirry uusintaotteluun',
      details: 'Tämä peli',
      downloadRecord: 'Lataa pöytäkirja',
      openReview: 'Avaa läpikäyntiin',
      toLobby: 'Takaisin aulaan',
      keyboardHelp:
        'Näppäimet: nuolet valitsevat kupin, Enter jakaa sen; tai kirjoita kupin numero.',
    },
    invite: {
      title: 'Kutsu vastustajasi',
      text: 'Lähetä tämä linkki sille, jota vastaan haluat pelata. Muut linkin avaajat katsovat peliä.',
      link: 'Kutsulinkki',
      copy: 'Kopioi linkki',
      copied: 'Linkki kopioitu.',
      notCopied: 'Kopiointi ei ole sallittua tässä: linkki on valittu, kopioi se itse.',
      share: 'Jaa linkki',
      shareText: 'Pelaa Kalahaa kanssani',
    },
    result: {
      wins_south: 'Etelä voittaa',
      wins_north: 'Pohjoinen voittaa',
      noWinner: 'Ei voittajaa',
      resigned_south: 'Etelä luovutti.',
      resigned_north: 'Pohjoinen luovutti.',
      timeout_south: 'Etelän aika loppui.',
      timeout_north: 'Pohjoisen aika loppui.',
      aborted: 'Peli keskeytettiin.',
    },
    announce: {
      joined_south: 'Etelä liittyi. Peli alkaa.',
      joined_north: 'Pohjoinen liittyi. Peli alkaa.',
    },
    name: {
      title: 'Nimesi verkkopeleissä',
      text: 'Muut pelaajat näkevät tämän nimen pelien vieressä. Ei rekisteröitymistä: tämä selain muistaa sinut.',
      label: 'Näyttönimi',
      submit: 'Jatka',
      cancel: 'Peruuta',
      saving: 'Tallennetaan …',
    },
    player: {
      title: 'Pelaaja: {{name}}',
      you: 'Tämä olet sinä.',
      ratings: 'Vahvuusluvut',
      noRatings: 'Ei vielä pisteytettyjä pelejä.',
      family: 'Peli',
      rating: 'Vahvuusluku',
      ratingValue: '{{rating, number}} ± {{rd, number}}',
      puzzles: 'Tehtäväluku',
      ratedGames: 'Pisteytetyt pelit',
      games: 'Pelit',
      noGames: 'Ei vielä pelejä.',
      rename: 'Vaihda nimesi',
      renameSave: 'Tallenna nimi',
    },
    leaderboard: {
      title: 'Tulostaulu',
      family: 'Peli',
      rank: 'Sija',
      player: 'Pelaaja',
      rating: 'Vahvuusluku',
      games: 'Pisteytetyt pelit',
      empty: 'Kukaan ei ole vielä pelannut tällaista pisteytettyä peliä.',
    },
    families: {
      kalaha: 'Kalaha-perhe',
      wari: 'Wari ja Oware',
      obridjie: 'Obridjie',
      giuthi: 'Giuthi',
    },
    bots: {
      title: 'Botit',
      intro:
        'Ohjelmia, jotka pelaavat Kalah Game Protocolin (KGP) kautta. Haasta vapaa botti Kalah-peliin vakiosäännöillä.',
      name: 'Botti',
      registration: 'Rekisteröity',
      registered: 'Kyllä: pisteytetyt ja leikkimieliset pelit',
      anonymous: 'Ei: vain leikkimieliset pelit',
      idle: 'Vapaa: voi haastaa',
      playing: 'Pelaa peliä',
      noRating: 'Ei vielä vahvuuslukua',
      challenge: 'Haasta',
      none: 'Yhtään bottia ei ole nyt yhteydessä.',
      howTo:
        'Kalah Game Protocolin (KGP 1.0) mukaan pelaava ohjelma voi liittyä botiksi: se ottaa yhteyden tähän palvelimeen porttiin {{port}} tai osoitteeseen {{socket}}. Nimellä ja salasanalla (token) se voi pelata pisteytettyjä pelejä. Oma moottorimme liittyy komennolla {{command}}.',
      howToSocket:
        'Kalah Game Protocolin (KGP 1.0) mukaan pelaava ohjelma voi liittyä botiksi: se ottaa yhteyden tähän palvelimeen osoitteeseen {{socket}}. Nimellä ja salasanalla (token) se voi pelata pisteytettyjä pelejä.',
      formTitle: 'Haasta {{name}}',
      formRules:
        'Peli pelataan Kalahin vakiosäännöillä ja kellolla: botti ei voi odottaa loputtomiin.',
      casualOnly: '{{name}} ei ole rekisteröity: se pelaa vain leikkimielisiä pelejä.',
      start: 'Aloita peli',
      cancel: 'Peruuta',
      starting: 'Peliä valmistellaan …',
      errors: {
        busy: '{{name}} aloitti juuri toisen pelin. Haasta se uudelleen, kun se on vapaa.',
        gone: '{{name}} ei ole enää yhteydessä.',
        casualOnly:
          '{{name}} ei ole rekisteröity, joten se pelaa vain leikkimielisiä pelejä. Haasta se leikkimieliseen peliin.',
      },
    },
  },
  errors: {
    message: {
      malformed: 'Palvelin ei pystynyt lukemaan sovelluksen viestiä.',
      invalid: 'Palvelin ei ymmärtänyt sovelluksen viestiä.',
      tooLarge: 'Sovelluksen viesti oli liian suuri palvelimelle.',
    },
    rate: {
      limited: 'Liikaa pyyntöjä kerralla. Odota hetki ja yritä uudelleen.',
      tooManyConnections:
        'Liikaa yhteyksiä verkostasi. Sulje joitakin välilehtiä ja yritä uudelleen.',
    },
    auth: {
      unknownPlayer: 'Palvelin ei tunne tämän selaimen pelaajaa. Valitse nimesi uudelleen.',
      badSeatSecret: 'Tällä selaimella ei ole sitä paikkaa, joten se ei voi pelata sen puolesta.',
    },
    game: {
      notFound: 'Sellaista peliä ei ole. Tarkista linkki.',
      full: 'Pelin molemmat paikat on jo varattu. Voit silti katsoa sitä.',
      alreadyJoined: 'Pelaat jo tässä pelissä.',
      badSettings: 'Näillä säännöillä tai tällä kellolla ei voi pelata verkossa.',
    },
    action: {
      gameNotActive: 'Peli ei ole nyt käynnissä.',
      notYourTurn: 'Ei ole sinun vuorosi.',
      stale: 'Peli eteni ennen kuin siirtosi saapui. Katso lautaa ja yritä uudelleen.',
      illegalMove: 'Siirto ei ole sallittu tässä asemassa.',
      tooLateToAbort: 'Molemmat ovat siirtäneet: peliä ei voi enää keskeyttää. Voit luovuttaa.',
      noRematchOffer: 'Hyväksyttävää uusintaottelua ei ole, tai sellaista on jo tarjottu.',
      cannotOfferEnd:
        'Et voi nyt ehdottaa lopettamista: vain Warissa ja Obridjiessa, kerran kahden siirron välillä eikä silloin, kun ehdotus on avoinna.',
      noEndOffer: 'Vastattavaa ehdotusta pelin lopettamisesta ei ole.',
      cannotArrange:
        'Nyt ei ole mitään aseteltavaa: vain Giuthi-kierroksen häviäjä asettelee siemenensä kierrosten välissä.',
      badArrangement:
        'Tätä asettelua ei sallita: laita kaikki siemenesi seuraavan kierroksen kuoppiin, jokaiseen vähintään yksi.',
    },
    player: {
      badName: 'Nimessä on 1–32 merkkiä eikä ohjausmerkkejä.',
    },
    puzzle: {
      notFound: 'Tällaista tehtävää ei ole, tai se kuppi ei ole siinä siirto.',
    },
    server: {
      internal: 'Palvelimella meni jokin vikaan. Mitään ei muutettu; yritä uudelleen.',
    },
    client: {
      offline: 'Palvelimeen ei saada yhteyttä. Tarkista yhteytesi ja yritä uudelleen.',
      badAnswer: 'Palvelin vastasi jotain, mitä sovellus ei osaa lukea. Lataa sivu uudelleen.',
      badGame: 'Peliä ei voi näyttää: sen siirrot eivät noudata sen sääntöjä.',
      closed: 'Yhteys suljettiin ennen palvelimen vastausta. Katso laudalta, menikö se perille.',
    },
  },
};
