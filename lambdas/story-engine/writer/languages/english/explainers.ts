// English explainer beats: true, simple science, a little more of it for older readers.
import type { BeatText } from '../pack';
import type { En } from './context';

type T = Record<string, BeatText<En>>;

export const EXPLAINERS: T = {
  'sky.ask': { m: [
    [(c) => `${c.N} lay on the grass and looked up. "Why is the sky blue?"`, (c) => `"Why is the sky blue?" asked ${c.n}.`, (c) => `The sky was blue from one side to the other, and ${c.n} wondered why.`],
    [(c) => `"Let us find out," said ${c.g.n}.`, (c) => `"That is a great question," said ${c.g.n}.`, (c) => `Not green, not pink, but blue. Why?`],
  ], l: [[(c) => `${c.N} had noticed that the sky was not always the same blue. Near the sun it was pale, high overhead it was deep, and at the edges it was almost white. Surely there was a reason.`]] },
  'sky.light': { m: [
    [(c) => `Sunlight looks white, but it is made of all the colours mixed together.`, (c) => `${c.g.N} held a glass prism in the sun, and a rainbow appeared on the wall.`, (c) => `Light from the sun has every colour of the rainbow inside it.`],
    [(c) => `Red, orange, yellow, green, blue and violet, all hiding in the light.`, (c) => `"The sun’s light is full of colours," said ${c.g.n}.`, (c) => `A rainbow shows the colours one by one.`],
  ], l: [[(c) => `Each colour of light travels in waves. Red light has long, lazy waves. Blue light has short, quick, wiggly waves. That difference is the whole secret.`]] },
  'sky.air': { m: [
    [(c) => `The sky is full of air, and air is made of tiny bits, far too small to see.`, (c) => `Between us and space there is a thick blanket of air.`, (c) => `Air is made of tiny, tiny pieces called molecules.`],
    [(c) => `The sunlight has to travel through all that air to reach us.`, (c) => `They are much smaller than a speck of dust.`, (c) => `Sunlight bumps into them on its way down.`],
  ], l: [[(c) => `Air does not look like anything, but it is really there: you feel it when the wind blows. A single breath holds more tiny air molecules than there are grains of sand on every beach on Earth.`]] },
  'sky.bounce': { m: [
    [(c) => `When sunlight bumps into the air, the blue light gets bounced all over the sky.`, (c) => `The tiny bits of air scatter blue light much more than red or yellow light.`, (c) => `Blue light bounces from bit to bit, all across the sky.`],
    [(c) => `So wherever we look, blue light comes to our eyes. That is why the sky is blue!`, (c) => `The other colours mostly go straight on, but the blue spreads everywhere.`, (c) => `"So the sky is full of bouncing blue light!" said ${c.n}.`],
  ], l: [[(c) => `Scientists call this scattering. The short, wiggly waves of blue light are the easiest for the air to knock sideways, so blue light ends up coming at us from every part of the sky.`]] },
  'sky.twist': { m: [
    [(c) => `"But violet waves are even shorter," said ${c.n}. "Why is the sky not violet?"`, (c) => `${c.N} thought hard. "Violet light is wigglier still. Why not a violet sky?"`],
    [(c) => `Sunlight has less violet in it, and our eyes are much better at seeing blue.`, (c) => `Some violet is soaked up high in the air, and our eyes notice blue far more.`],
  ], l: [[(c) => `"Good thinking," said ${c.g.n}. "There is some violet up there. But sunlight has less violet than blue, and our eyes are much more sensitive to blue, so blue is what we see."`]] },
  'sky.sunset': { m: [
    [(c) => `At sunset, the sky turns orange and red.`, (c) => `In the evening, the sun is low and the sky glows pink and gold.`, (c) => `When the sun goes down, the blue fades away.`],
    [(c) => `Then the light travels through much more air, and most of the blue is scattered away before it reaches us.`, (c) => `The long red and orange waves are the ones that make it all the way to our eyes.`, (c) => `Only reds and oranges get through all that air.`],
  ], l: [[(c) => `So a sunset is the very same sunlight as at noon. It has just travelled a longer road through the air, and lost its blue along the way.`]] },
  'sky.space': { m: [
    [(c) => `Astronauts in space see a black sky, even in sunshine.`, (c) => `In space there is no air, so nothing bounces the light around.`, (c) => `On the moon, the sky is black, because there is no air.`],
    [(c) => `No air, no blue!`, (c) => `The blue sky is really our air, lit up by the sun.`, (c) => `Our blue sky is something special about Earth.`],
  ], l: [[(c) => `Astronauts on the International Space Station see the thin blue line of Earth’s air around the planet, and above it, the blackness of space.`]] },
  'sky.end': { m: [
    [(c) => `Now ${c.n} knows why the sky is blue.`, (c) => `Sunlight, air and bouncing blue light: that is the secret of the blue sky.`, (c) => `${c.N} looked up at the blue sky and smiled.`],
    [(c) => `${c.He} cannot wait to tell a friend.`, (c) => `"Blue light bouncing in the air," ${c.he} said. "Easy!"`, (c) => `And at sunset, ${c.he} ${c.v('knows', 'know')} why it turns orange.`],
  ], l: [[(c) => `That evening ${c.n} watched the sunset and explained it all to ${c.g.n}: white sunlight, tiny bits of air, blue light bouncing everywhere, and the long red road at dusk.`]] },

  'rain.ask': { m: [
    [(c) => `Pitter-patter went the rain on the window. "Where does rain come from?" asked ${c.n}.`, (c) => `${c.N} watched the raindrops race down the window.`, (c) => `"Where does all this rain come from?" wondered ${c.n}.`],
    [(c) => `"From the clouds," said ${c.g.n}. "But how does the water get up there?"`, (c) => `"Let us follow a drop of water," said ${c.g.n}.`, (c) => `"It is a big journey," said ${c.g.n}.`],
  ], l: [[(c) => `${c.N} pressed ${c.his} nose to the cold glass. Where did the clouds get all this water? It seemed impossible that the sky could hold so much.`]] },
  'rain.sun': { m: [
    [(c) => `It starts with the sun warming the sea, the lakes and the puddles.`, (c) => `The sun shines on the sea and warms the water.`, (c) => `When the sun warms water, some of it slowly rises up into the air.`],
    [(c) => `The warm water turns into an invisible gas called water vapour.`, (c) => `This is called evaporation.`, (c) => `That is why puddles dry up on a sunny day.`],
  ], l: [[(c) => `Evaporation happens all the time, even on cold days, just more slowly. Water is always sneaking away into the air from the sea, from rivers and even from wet washing on the line.`]] },
  'rain.rise': { m: [
    [(c) => `The water vapour floats up, up, up into the sky.`, (c) => `Warm air carries the water vapour high above the ground.`, (c) => `We cannot see it, but water vapour is all around us.`],
    [(c) => `High up, the air is cold.`, (c) => `The higher it goes, the colder it gets.`, (c) => `Up there, the vapour starts to cool down.`],
  ], l: [[(c) => `Warm air is lighter than cold air, so it rises and carries the invisible water vapour with it, high up where planes fly.`]] },
  'rain.cloud': { m: [
    [(c) => `In the cold air, the vapour turns back into tiny drops of water.`, (c) => `Millions of tiny water drops float together and make a cloud.`, (c) => `A cloud is made of tiny drops of water, so light they float.`],
    [(c) => `This is called condensation, like mist on a cold window.`, (c) => `Each drop is smaller than a grain of sand.`, (c) => `White fluffy clouds are full of water.`],
  ], l: [[(c) => `You can see this at home: breathe on a cold mirror and it goes misty. The warm water vapour in your breath turns into tiny drops when it touches the cold glass, just like in a cloud.`]] },
  'rain.twist': { m: [
    [(c) => `"But why do the drops not fall straight away?" asked ${c.n}.`, (c) => `${c.N} frowned. "Then why does it not rain all the time?"`],
    [(c) => `The tiny drops are so light that rising air holds them up, until they bump together and grow.`, (c) => `Drops only fall when they have joined into big, heavy drops.`],
  ], l: [[(c) => `Inside a cloud, the drops bump and join, again and again. It takes about a million tiny cloud drops to make one raindrop. When a cloud is full of big drops, it looks dark grey, and that is a sign rain is coming.`]] },
  'rain.fall': { m: [
    [(c) => `When the drops get big and heavy, they fall down as rain.`, (c) => `Plip, plop! The heavy drops fall from the cloud.`, (c) => `The cloud gets darker and heavier, and then it rains.`],
    [(c) => `Rain waters the plants and fills the rivers.`, (c) => `Some rain soaks into the ground.`, (c) => `If it is very cold, the drops freeze and fall as snow.`],
  ], l: [[(c) => `A raindrop falls at about the speed of a bicycle going fast downhill. And despite the pictures, raindrops are not tear-shaped: small ones are round, and big ones are flattened like little buns.`]] },
  'rain.cycle': { m: [
    [(c) => `The rain runs into streams and rivers, and back to the sea.`, (c) => `Then the sun warms the water again, and it all starts over.`, (c) => `Round and round goes the water: sea, sky, cloud, rain, river, sea.`],
    [(c) => `This is called the water cycle.`, (c) => `The same water goes round and round, for ever.`, (c) => `The rain today may once have been in a dinosaur’s puddle!`],
  ], l: [[(c) => `No new water is made. The Earth has had the same water for billions of years, going round and round between the sea, the sky and the land.`]] },
  'rain.end': { m: [
    [(c) => `Now ${c.n} knows where rain comes from.`, (c) => `${c.N} put on boots and jumped in a puddle.`, (c) => `The rain stopped, and the sun came out.`],
    [(c) => `Soon the sun will lift this water back up to the clouds.`, (c) => `Sun, clouds, rain, and round again.`, (c) => `"Hello, rain," said ${c.n}. "See you in the clouds."`],
  ], l: [[(c) => `${c.N} watched a puddle shrinking in the sunshine and knew exactly where the water was going: up, up, into the air, to become a cloud, and one day rain again.`]] },

  'pl.ask': { m: [
    [(c) => `${c.N} found a tiny seed. "How do plants grow?"`, (c) => `"How does a big plant come from a little seed?" asked ${c.n}.`, (c) => `${c.N} held a seed in ${c.his} hand.`],
    [(c) => `"Let us grow one and see," said ${c.g.n}.`, (c) => `Inside the seed is a tiny baby plant and its food.`, (c) => `It was small and hard and brown.`],
  ], l: [[(c) => `A seed is like a packed suitcase. Inside is a tiny baby plant, folded up, and a store of food to keep it going until it can make its own.`]] },
  'pl.plant': { m: [
    [(c) => `They put soil in a pot and pushed the seed in.`, (c) => `${c.N} planted the seed in the soil.`, (c) => `Dig a little hole, drop the seed in, cover it with earth.`],
    [(c) => `The soil is like a warm blanket for the seed.`, (c) => `Pat, pat, pat.`, (c) => `Now the seed needs water and warmth.`],
  ], l: [[(c) => `Soil is not just dirt. It is full of tiny bits of rock, old leaves, water, air and helpful creatures like worms, all things a plant needs.`]] },
  'pl.water': { m: [
    [(c) => `${c.N} gave the seed some water.`, (c) => `Every day, ${c.n} watered the pot.`, (c) => `They put the pot where the sun could reach it.`],
    [(c) => `Seeds need water to wake up.`, (c) => `Not too much, not too little.`, (c) => `Then they waited.`],
  ], l: [[(c) => `When a seed soaks up water, it swells and softens. The water wakes it up and tells it that now is a good time to grow.`]] },
  'pl.root': { m: [
    [(c) => `Under the soil, a little root grew down.`, (c) => `First, the seed split open and a root came out.`, (c) => `The root grows down into the earth.`],
    [(c) => `The root drinks water from the soil.`, (c) => `It holds the plant tight in the ground.`, (c) => `We cannot see it, but it is busy.`],
  ], l: [[(c) => `Roots always grow down, and shoots always grow up, whichever way the seed is planted. Plants can feel which way gravity pulls.`]] },
  'pl.twist': { m: [
    [(c) => `${c.N} put one pot in a dark cupboard, to see what happens.`, (c) => `One seedling was left where no sun could reach it.`],
    [(c) => `It grew tall and thin and pale, and then it drooped.`, (c) => `Without light, it turned yellow and weak.`],
  ], l: [[(c) => `"Plants need light to make their food," said ${c.g.n}. The seed had enough food packed inside to start, but after that the plant had to make its own, and for that it needed sunshine.`]] },
  'pl.shoot': { m: [
    [(c) => `Then a green shoot pushed up out of the soil!`, (c) => `One morning, ${c.n} saw a tiny green shoot.`, (c) => `Up, up came a little green stem.`],
    [(c) => `It grew towards the light.`, (c) => `"It is growing!" said ${c.n}.`, (c) => `Two small leaves opened.`],
  ], l: [[(c) => `The shoot bends towards the window, following the light. If you turn the pot around, in a day or two it will bend back towards the light again.`]] },
  'pl.leaf': { m: [
    [(c) => `The leaves drink in the sunlight.`, (c) => `The plant uses sun, water and air to make its own food.`, (c) => `Every day, the plant grew a little more.`],
    [(c) => `More leaves, a taller stem.`, (c) => `That is how it grows big and strong.`, (c) => `Sun, water and soil: that is all it needs.`],
  ], l: [[(c) => `Leaves are green because they are full of something called chlorophyll. It catches sunlight, and the plant uses that energy to turn water and air into sugar: its food. Scientists call this photosynthesis.`]] },
  'pl.end': { m: [
    [(c) => `At last, a flower opened!`, (c) => `The little seed grew into a big plant with a flower.`, (c) => `Now ${c.n} knows how plants grow.`],
    [(c) => `And inside the flower were new seeds, ready to grow again.`, (c) => `Seed, root, shoot, leaves, flower, seeds.`, (c) => `Water, sun and soil, and a little patience.`],
  ], l: [[(c) => `From one tiny seed came a whole plant, and from that plant, many new seeds. Each one holds another tiny plant, waiting for water, warmth and light.`]] },
};
