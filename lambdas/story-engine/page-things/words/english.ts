// English words a page uses for the things pictures draw (the key list every other language follows).
import type { ThingWords } from '../thing-words';

export const ENGLISH: ThingWords = {
  // Washing, sleeping, the baby's things.
  toothbrush: 'toothbrush*|tooth brush*', toothpaste: 'toothpaste*', bath: 'bath|baths|bathtub*|tub|tubs|bubble bath*',
  'rubber duck': 'rubber duck*|bath duck*|duckie*|ducky', bubbles: 'bubble|bubbles', potty: 'potty|potties',
  dummy: 'dummy|dummies|pacifier*|binky|soother*', bottle: 'bottle|bottles', nappy: 'nappy|nappies|diaper*',
  blanket: 'blanket*|quilt*|duvet*', lamp: 'lamp|lamps|night light*|nightlight*', torch: 'torch|torches|flashlight*',
  candle: 'candle*', diya: 'diya*|diwali lamp*|oil lamp*|clay lamp*', lantern: 'lantern*',
  // Things at home and for school.
  phone: 'phone|phones|telephone*|smartphone*', book: 'book|books|storybook*|picture book*', letter: 'letter|letters|postcard*|card|cards|envelope*',
  photo: 'photo|photos|photograph*|picture frame*', backpack: 'backpack*|rucksack*|schoolbag*|school bag*|satchel*',
  lunchbox: 'lunchbox*|lunch box*|packed lunch*', umbrella: 'umbrella*|brolly', shoes: 'shoe|shoes|boot|boots|sneaker*|trainers|wellies|slippers',
  cup: 'cup|cups|mug|mugs|teacup*|tea|cocoa|hot chocolate', milk: 'milk',
  // Food.
  bowl: 'bowl|bowls', porridge: 'porridge|oatmeal|kasha', soup: 'soup|soups|stew|broth', rice: 'rice', noodles: 'noodle*',
  cake: 'cake|cakes|cupcake*|birthday cake*', pizza: 'pizza*', dumplings: 'dumpling*|jiaozi|gyoza|momo|momos|pierogi|pelmeni|mandu',
  bread: 'bread|loaf|loaves|bun|buns|baguette*|challah', cookies: 'cookie*|biscuit*|gingerbread',
  apple: 'apple|apples', banana: 'banana*', dates: 'dates|a date|one date|date palm*', orange: 'oranges|tangerine*|mandarin*|clementine*',
  strawberries: 'strawberr*|berries|blueberr*|raspberr*', watermelon: 'watermelon*|melon|melons', carrot: 'carrot*',
  cucumber: 'cucumber*', pumpkin: 'pumpkin*|jack-o-lantern*', tomato: 'tomato*', vegetables: 'vegetable*|veggie*|veg',
  'ice cream': 'ice cream*|ice-cream*|ice lolly|ice lollies|popsicle*', sandwich: 'sandwich*', egg: 'egg|eggs|easter egg*',
  honey: 'honey pot*|honeypot*|jar of honey|honey', mooncake: 'mooncake*|moon cake*',
  sweets: 'sweets|candy|candies|lollipop*|chocolates|chocolate bar*|toffee*', pancakes: 'pancake*|crepe*',
  // Play, music and making.
  ball: 'ball|balls|beach ball*', football: 'football*|soccer ball*|soccer', basketball: 'basketball*', kite: 'kite|kites',
  balloon: 'balloon*', bike: 'bike|bikes|bicycle*|tricycle*|trike', scooter: 'scooter*',
  skates: 'skate|skates|roller skate*|rollerskate*|ice skate*|skating', skateboard: 'skateboard*',
  sled: 'sled|sleds|sledge*|sleigh*|toboggan*', drum: 'drum|drums', guitar: 'guitar*|ukulele*', piano: 'piano*',
  violin: 'violin*|fiddle', crayons: 'crayon*|colouring pencil*|coloring pencil*|felt tip*|markers',
  paintbrush: 'paintbrush*|paint brush*|paints|paintbox*|easel*', drawing: 'drawing|drawings|sketchbook*',
  costume: 'costume*|fancy dress|dress-up|dressing-up', mask: 'mask|masks', crown: 'crown|crowns', wand: 'wand|wands|magic wand*',
  robot: 'robot*', dinosaur: 'dinosaur*|dino|dinos|t-rex', 'cardboard box': 'box|boxes|cardboard*|carton*',
  blocks: 'block|blocks|brick|bricks|lego', puzzle: 'puzzle*|jigsaw*',
  // Outdoors: the beach, the garden, travel, the sky.
  sandcastle: 'sandcastle*|sand castle*', bucket: 'bucket*|spade|spades|pail', shell: 'shell|shells|seashell*',
  fossil: 'fossil*', bone: 'bone|bones', flowers: 'flower*|sunflower*|daisy|daisies|tulip*|bouquet*|blossom*',
  seeds: 'seed|seeds', plant: 'plant|plants|sprout*|seedling*|pot plant*', leaf: 'leaf|the leaves|autumn leaves|fallen leaves',
  stone: 'stone|stones|pebble*|rock|rocks', puddle: 'puddle*', tent: 'tent|tents', campfire: 'campfire*|camp fire*|bonfire*',
  boat: 'boat|boats|sailboat*|canoe*|kayak*|ship|ships', raft: 'raft|rafts', train: 'train|trains|railway*', car: 'car|cars',
  bus: 'bus|buses|school bus*', plane: 'plane|planes|aeroplane*|airplane*|aircraft', rocket: 'rocket*|spaceship*|space ship*|spacecraft',
  telescope: 'telescope*|binoculars', stars: 'star|stars|starry|starlight', moon: 'moon|moons|moonlight|full moon',
  sun: 'sun|sunshine|sunlight', rainbow: 'rainbow*', rain: 'rain|rained|raining|rainy|raindrop*|drizzle',
  snow: 'snow|snowy|snowing|snowed|snowflake*', snowman: 'snowman|snowmen|snow man', volcano: 'volcano*|lava',
  'treasure chest': 'treasure*|treasure chest*', map: 'map|maps|treasure map*', 'magnifying glass': 'magnifying glass*|magnifier*',
  // Holidays and prizes.
  gift: 'gift|gifts|present|presents|parcel*', 'red envelope': 'red envelope*|red packet*|hongbao|hong bao|lai see|lucky money',
  'christmas tree': 'christmas tree*|xmas tree*|fir tree*|new year tree*', bauble: 'bauble*|ornament*|decoration*',
  nativity: 'nativity|manger|baby jesus', fireworks: 'firework*|sparkler*', menorah: 'menorah*|hanukkiah', medal: 'medal*',
  trophy: 'trophy|trophies',
  // Aids and getting better.
  wheelchair: 'wheelchair*|wheel chair*', cast: 'cast|casts|plaster cast*|sling', crutches: 'crutch|crutches',
  'hearing aid': 'hearing aid*', inhaler: 'inhaler*|puffer', bandage: 'bandage*|band-aid*|bandaid*|plaster|plasters',
  glasses: 'glasses|spectacles|specs', 'walking stick': 'walking stick*|cane|walking cane*', medicine: 'medicine*|syrup',
};
