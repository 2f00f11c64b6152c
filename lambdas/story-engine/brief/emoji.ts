// Emoji that stand for a character, read when the idea names none in words ("🦄🌈").
export const EMOJI_THINGS: Readonly<Record<string, string>> = {
  '🐢': 'turtle', '🦖': 'dinosaur', '🦕': 'dinosaur', '🚒': 'fire truck', '🐶': 'dog', '🐕': 'dog', '🐱': 'cat',
  '🐈': 'cat', '🐰': 'rabbit', '🐇': 'rabbit', '🦄': 'unicorn', '🐉': 'dragon', '🐲': 'dragon', '🤖': 'robot',
  '🚂': 'train', '🚜': 'tractor', '🐧': 'penguin', '🦊': 'fox', '🐘': 'elephant', '🐻': 'bear', '🦁': 'lion',
  '🐸': 'frog', '🐷': 'pig', '🐭': 'mouse', '👹': 'monster', '👾': 'alien', '🧚': 'fairy', '🧜': 'mermaid',
  '🐳': 'whale', '🐬': 'dolphin', '🐙': 'octopus', '🦔': 'hedgehog', '🦉': 'owl', '🐝': 'bee', '🦋': 'butterfly',
  '🚀': 'rocket', '🚗': 'car', '🚌': 'bus', '✈️': 'plane', '🚢': 'ship', '⛵': 'boat', '🧸': 'teddy bear', '☁️': 'cloud',
};
