import type { LessonTopic } from '@kalaha/engine';
import { capabilities, ruleIs, type RuleSet } from '@kalaha/rules';

/** A lesson step in words: its title, what will happen, and what the learner is asked to do. */
export interface StepText {
  readonly title: string;
  readonly text: string;
}

/** What the end of the game gives the seeds left, by `endRule` (docs/RULES.md 1.3). */
function endText(rules: RuleSet): string {
  if (ruleIs(rules, 'endRule', 'ownerTakes')) {
    return 'When a side is empty the game ends, and each player puts the seeds left on his own side into his store.';
  }
  if (ruleIs(rules, 'endRule', 'playOn')) {
    return 'A player whose side is empty passes while the other plays on; the game ends when no seed is left in the houses.';
  }
  return 'When a side is empty the game ends, and the player who emptied his side takes every seed left on the board.';
}

/** What the third occurrence of a position ends, and where the seeds go (docs/RULES.md 2, 4). */
function repetitionText(rules: RuleSet): string {
  const start = 'When a position comes for the third time (the seeds and the player to move';
  if (capabilities(rules).hasRounds) {
    return `${start}, and any further choice pending), the round ends and each player takes the seeds on his side.`;
  }
  return ruleIs(rules, 'cycleRule', 'split')
    ? `${start}), the game ends and the seeds left are shared equally.`
    : `${start}), the game ends and each player takes the seeds on his side.`;
}

/**
 * The words of each lesson topic under `rules` (docs/RULES.md 1-4): what the rule is, and the move
 * to find. A topic whose rule depends on an option says what that option makes of it.
 */
export function stepText(topic: LessonTopic, rules: RuleSet): StepText {
  switch (topic) {
    case 'sowing':
      return {
        title: 'Sowing',
        text: capabilities(rules).hasDirections
          ? 'A move lifts every seed of one of your houses (2 or more) and sows them one by one into the houses that follow, in the direction you choose: type the house and ccw (counter-clockwise) or cw (clockwise), 3ccw. Play a move that only sows.'
          : 'A move lifts every seed of one of your houses and sows them one by one into the pits that follow, counter-clockwise. Play a move that only sows: no capture, no extra turn.',
      };
    case 'skipStore':
      return {
        title: "The opponent's store is skipped",
        text: "Sowing passes over your opponent's store: it never gets a seed from you. Play a move that sows past North's store.",
      };
    case 'extraTurn':
      return {
        title: 'The extra turn',
        text: 'If your last seed lands in your own store, you move again. Find that move.',
      };
    case 'extraTurnOwnSide':
      return {
        title: 'The extra turn on your side',
        text: 'Under these rules, a last seed in one of your own houses that already holds seeds also gives you another move. Find such a move.',
      };
    case 'capture':
      return {
        title: 'The capture',
        text: 'If your last seed lands in an empty house of yours, you capture it and the seeds of the house opposite. Find the capture.',
      };
    case 'emptyCapture':
      return {
        title: 'A capture facing an empty house',
        text: 'Under these rules the capture stands even when the house opposite is empty: your lone seed goes to your store. Find that move.',
      };
    case 'noEmptyCapture':
      return {
        title: 'No capture facing an empty house',
        text: 'Under these rules nothing is captured when the house opposite is empty: your last seed stays where it fell. Play such a move.',
      };
    case 'captureNeedsLap':
      return {
        title: 'A capture needs a lap',
        text: "Under these rules a capture counts only when the move has sown into your opponent's houses. Play a move that ends in an empty house of yours without passing North's side: it captures nothing.",
      };
    case 'captureTwoThree':
      return {
        title: 'Capturing twos and threes',
        text: "Under these rules a last seed that makes one of your opponent's houses hold 2 or 3 takes it, and the houses before it that hold 2 or 3, at most three. Find such a capture.",
      };
    case 'skipOrigin':
      return {
        title: 'The emptied house is skipped',
        text: 'When a sowing goes all the way round, the house you emptied gets no seed. Play the big house that goes round.',
      };
    case 'endOfGame':
      return {
        title: 'The end of the game',
        text: `${endText(rules)} Play the move that ends it.`,
      };
    case 'majorityEnd':
      return {
        title: 'More than half ends it',
        text: 'The game ends as soon as a player holds more than half of all the seeds. Play the move that gets you there.',
      };
    case 'captureChain':
      return {
        title: 'The capture chain',
        text: "If your last seed makes an opponent's house hold 2 or 3, you take them, and the houses before it that hold 2 or 3 too, back along the row. Find a capture of two houses or more.",
      };
    case 'grandSlam':
      return {
        title: 'The grand slam',
        text: ruleIs(rules, 'grandSlam', 'forbidden')
          ? "A capture that would take every seed on your opponent's side is not allowed while you have another move: here one of your houses is no move for that reason. Play another."
          : "A capture that would take every seed on your opponent's side captures nothing at all. Play that move and see.",
      };
    case 'mustFeed':
      return {
        title: 'Feed your opponent',
        text: "North's houses are empty: you must play a move that sows into them. A house whose seeds do not reach North is no move.",
      };
    case 'relay':
      return {
        title: 'Relay sowing',
        text: 'If your last seed lands in a house that holds seeds, you lift them and sow on, inside the same move. Find a move that relays.',
      };
    case 'four':
      return {
        title: 'Fours',
        text: "A seed that makes a house hold exactly 4 sends those 4 to the house's owner at once. Find a move that makes a four.",
      };
    case 'tieBreak':
      return {
        title: 'Equal stores',
        text: `If both stores hold the same number of seeds at the end, ${
          ruleIs(rules, 'tieBreak', 'emptierWins')
            ? 'the player whose side was emptied wins'
            : 'the game is a draw'
        }. Play the move that ends the game with equal stores.`,
      };
    case 'repetition':
      return {
        title: 'A position seen three times',
        text: `${repetitionText(rules)} One of your moves here brings back a position seen twice already: find it.`,
      };
    case 'directionCapture':
      return {
        title: 'The direction decides',
        text: 'You choose the direction of every move, and it decides where the last seed lands. A last seed in an empty house of yours captures it and the seeds opposite: find a house and a direction that capture, where the other way would not (type 3ccw or 3cw).',
      };
    case 'doubleCapture':
      return {
        title: 'The double capture',
        text: `When you capture, ${
          ruleIs(rules, 'secondCapture', 'next')
            ? 'the next house of yours in the direction of sowing, if it is empty,'
            : 'an empty house of yours beside the capturing one'
        } takes the seeds opposite it too. Find a move that captures from two of North's houses.`,
      };
    case 'roundEnd':
      return {
        title: 'The end of a round',
        text: ruleIs(rules, 'rounds', true)
          ? 'When neither player can move, the round ends: the seeds in the houses go to the owner of their side. The player with fewer seeds lays out the next round, on a board that shrinks with his share. Play the move that ends the round.'
          : 'When neither player can move, the game ends: the seeds in the houses go to the owner of their side. Play the move that ends it.',
      };
    case 'furtherChoice':
      return {
        title: 'The further choice',
        text: 'If your last seed lands in one of your own houses that holds seeds, you choose a house of yours and sow it the other way, in the same turn. Find such a move (type the direction too: 3ccw or 3cw).',
      };
  }
}
