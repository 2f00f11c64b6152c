// English explainers for the questions children ask most: the Moon and the night sky, the year, the Earth, the body.
// True, simple science: one plain fact first (all a toddler's page holds), then more of it for older readers.
import type { BeatText, Part } from '../pack';
import type { En } from './context';

type T = Record<string, BeatText<En>>;

export const QUESTIONS: T = {
  'mo.ask': { m: [
    [(c) => `${c.N} looked out of the window. "Why does the Moon change shape?"`, (c) => `Last week the Moon was round, and tonight it was as thin as a smile. "Why?" asked ${c.n}.`],
    [(c) => `"Let us find out together," said ${c.g.n}. "The answer starts with the Sun."`, (c) => `"That is a very good question," said ${c.g.n}, and fetched a ball and a lamp.`],
  ], l: [[(c) => `${c.N} had seen a round Moon, a half Moon and a Moon as thin as a fingernail. Some nights it was not there at all. Could the Moon really be shrinking and growing again?`]] },
  'mo.light': { m: [
    [(c) => `The Moon does not shine by itself. The Sun lights it up.`, (c) => `The Moon is a big ball of rock, and sunlight makes it glow.`],
    [(c) => `The Sun always lights up the half of the Moon that faces it, and the other half stays dark.`, (c) => `One half of the Moon is always in sunshine, and the other half is always in the dark.`],
  ], l: [[(c) => `The Moon has no light of its own, just like a ball in a dark room. When sunlight lands on its grey rock, some of the light bounces back to us, and the Moon seems to shine.`]] },
  'mo.orbit': { m: [
    [(c) => `The Moon travels around the Earth, all the way round.`, (c) => `Round and round the Earth goes the Moon.`],
    [(c) => `One trip takes about a month, and that is where the word "month" comes from.`, (c) => `It takes about four weeks to go all the way round once.`],
  ], l: [[(c) => `As it travels, we see the Moon from a slightly different side each night. Its sunny half does not change, but how much of that sunny half is turned towards us changes a little every day.`]] },
  'mo.phases': { m: [
    [(c) => `We only see the part of the Moon that the Sun lights up.`, (c) => `When the whole sunny side faces us, we see a round full Moon.`],
    [(c) => `When only a little of the sunny side faces us, we see a thin crescent, and when none of it does, the Moon seems to disappear.`, (c) => `Crescent, half, full, then half and crescent again: these shapes are called the phases of the Moon.`],
  ], l: [[(c) => `The whole Moon is always there, as round as ever. It only seems to change because we see more or less of its sunlit half. Scientists call the shapes phases: new Moon, crescent, half Moon, full Moon, and back again.`]] },
  'mo.twist': { m: [
    [(c) => `"Is it the Earth's shadow that covers the Moon?" asked ${c.n}.`, (c) => `${c.N} had an idea. "Maybe the Earth's shadow hides part of the Moon?"`],
    [(c) => `"Good thinking, but no," said ${c.g.n}. "The phases are only about which part of the sunny side we can see."`, (c) => `Many people think so, but the phases have nothing to do with the Earth's shadow.`],
  ], l: [[(c) => `The Earth's shadow falls on the Moon only during a lunar eclipse, which happens just a few times a year, when the Sun, the Earth and the Moon line up exactly. Then the full Moon can turn a coppery red for an hour or two.`]] },
  'mo.try': { m: [
    [(c) => `${c.N} held up a ball next to a lamp in a dark room.`, (c) => `They made a Moon from a ball and a Sun from a lamp.`],
    [(c) => `Turning slowly, ${c.n} watched the light on the ball grow from a thin crescent to a round full Moon.`, (c) => `As the ball went round, its bright part changed from a sliver to a circle and back again.`],
  ], l: [[(c) => `The lamp stayed still, just like the Sun. Only the ball moved, and with it, how much of its lit side ${c.n} could see. The Moon's whole secret was right there in ${c.his} own room.`]] },
  'mo.month': { m: [
    [(c) => `Every night, ${c.n} drew the Moon on a calendar.`, (c) => `Each evening they looked for the Moon and drew its shape.`],
    [(c) => `The shapes grew fatter, then thinner, and after about four weeks they began all over again.`, (c) => `Some nights the Moon rose late, and some mornings it was still there in the blue sky.`],
  ], l: [[(c) => `When the lit part grows, people say the Moon is waxing. When it shrinks, they say it is waning. From one new Moon to the next takes about twenty-nine and a half days.`]] },
  'mo.end': { m: [
    [(c) => `Now ${c.n} knows why the Moon changes shape.`, (c) => `"Goodnight, Moon," said ${c.n}. "I know your secret now."`],
    [(c) => `The Moon is always round; we just see a different part of its sunny side.`, (c) => `Sunshine, a round Moon and a trip around the Earth: that is the whole secret.`],
  ], l: [[(c) => `That night the Moon was a fat, bright circle. ${c.N} smiled up at it, knowing that in a couple of weeks it would be a thin crescent, and then it would grow again, just as before.`]] },

  'ni.ask': { m: [
    [(c) => `The Sun slid down behind the hills. "Where does the Sun go at night?" asked ${c.n}.`, (c) => `"Where does the Sun go when it gets dark?" wondered ${c.n}.`],
    [(c) => `"It does not go anywhere," said ${c.g.n}. "We do!"`, (c) => `"The Sun is still shining," said ${c.g.n}. "Let me show you."`],
  ], l: [[(c) => `Every evening the Sun seemed to sink and vanish, and every morning it came back on the other side of the sky. Did it hide under the ground? Did it go to sleep? ${c.N} wanted to know.`]] },
  'ni.ball': { m: [
    [(c) => `We live on the Earth, and the Earth is a giant ball.`, (c) => `Our Earth is round, like a huge ball floating in space.`],
    [(c) => `The Sun is far away, and it shines all the time.`, (c) => `The Sun shines on the Earth from very, very far away.`],
  ], l: [[(c) => `The Earth is so big that it looks flat to us, but from space it is a blue and green ball. Sunlight can only reach one half of a ball at a time, just like a torch shining on an orange.`]] },
  'ni.spin': { m: [
    [(c) => `The Earth spins round and round, slowly, once every day.`, (c) => `The Earth turns like a spinning top, once a day.`],
    [(c) => `The side facing the Sun has day, and the side turned away has night.`, (c) => `When our side turns away from the Sun, it gets dark, and that is night.`],
  ], l: [[(c) => `One full turn takes twenty-four hours, a whole day and a night. We cannot feel it, because the Earth turns smoothly and we turn with it. As our side turns towards the Sun we see a sunrise, and as it turns away, a sunset.`]] },
  'ni.other': { m: [
    [(c) => `When it is night here, it is day on the other side of the world.`, (c) => `Right now, somewhere far away, children are waking up in the sunshine.`],
    [(c) => `They are having breakfast while we go to bed.`, (c) => `The Sun never stops shining; it just shines on another part of the Earth.`],
  ], l: [[(c) => `That is why someone can phone a friend far away in the evening and hear "Good morning!" The world is divided into time zones, so clocks on the other side of the Earth are many hours ahead or behind.`]] },
  'ni.twist': { m: [
    [(c) => `"So the Sun does not move?" asked ${c.n}.`, (c) => `${c.N} frowned. "But I can see the Sun moving across the sky."`],
    [(c) => `It only looks as if the Sun moves, because we are turning with the Earth.`, (c) => `"It looks like that," said ${c.g.n}, "because we are spinning with the Earth."`],
  ], l: [[(c) => `It is like sitting on a merry-go-round: the trees seem to sweep past, but really you are the one moving. Long ago people thought the Sun went around the Earth, until careful watchers worked out that the Earth spins.`]] },
  'ni.try': { m: [
    [(c) => `${c.g.N} shone a torch on a ball in a dark room.`, (c) => `They put a sticker on a ball and shone a torch at it.`],
    [(c) => `When the ball turned, the sticker went from light to dark and back again.`, (c) => `"The sticker is us," said ${c.g.n}. "Now it is day, and now it is night."`],
  ], l: [[(c) => `${c.N} turned the ball very slowly. The sticker slid into the shadow, like a sunset, and out into the light again, like a sunrise. Day, night, day, night: it was all just the ball turning.`]] },
  'ni.stars': { m: [
    [(c) => `At night, with the Sun out of sight, we can see the stars.`, (c) => `When our side of the Earth is dark, the Moon and the stars come out.`],
    [(c) => `They were there all day, but the sunny sky was too bright to see them.`, (c) => `The night sky is like a window into space.`],
  ], l: [[(c) => `The stars do not switch on at night. They shine all the time, far away, but in the daytime the bright blue sky hides them. Only when our side of the Earth turns away from the Sun can we see them twinkle.`]] },
  'ni.end': { m: [
    [(c) => `Now ${c.n} knows where the Sun goes at night.`, (c) => `The Sun is not asleep; the Earth is turning.`],
    [(c) => `"Goodnight, Sun," said ${c.n}. "See you in the morning!"`, (c) => `By morning, our side of the Earth will have turned back to the Sun.`],
  ], l: [[(c) => `${c.N} snuggled under the blanket and imagined the great Earth turning slowly in the dark, carrying everyone along, all the way round to a brand new morning.`]] },

  'st.ask': { m: [
    [(c) => `${c.N} lay on a blanket and looked at the stars. "Why do they twinkle?"`, (c) => `"Twinkle, twinkle, little star," sang ${c.n}. "But what are stars, and why do they twinkle?"`],
    [(c) => `"Let us find out," said ${c.g.n}.`, (c) => `The stars blinked and sparkled, as if they were winking.`],
  ], l: [[(c) => `There were so many stars that ${c.n} could not count them. Some were bright and some were faint, and all of them seemed to shimmer. ${c.N} wanted to know what they really were.`]] },
  'st.suns': { m: [
    [(c) => `Stars are suns: huge, hot, glowing balls of gas.`, (c) => `Every star is a sun, just like our own Sun.`],
    [(c) => `Some of them are even bigger than our Sun.`, (c) => `Our Sun is a star too, the one closest to us.`],
  ], l: [[(c) => `Deep inside a star, tiny bits of gas crash together so hard that they make enormous heat and light. Our Sun is quite an ordinary star; it only looks so big and bright because it is so near.`]] },
  'st.far': { m: [
    [(c) => `Stars look tiny because they are very, very far away.`, (c) => `The stars are so far away that they look like little dots.`],
    [(c) => `Their light has travelled for years and years to reach us.`, (c) => `Even the nearest one is much, much farther away than the Sun.`],
  ], l: [[(c) => `Light is the fastest thing there is, yet light from the nearest star after the Sun takes more than four years to reach us. When we look at the stars, we see light that set off long ago.`]] },
  'st.twinkle': { m: [
    [(c) => `Stars twinkle because of the air around the Earth.`, (c) => `The air above us is always moving, and that makes the stars twinkle.`],
    [(c) => `Warm and cold air wobble, and the starlight wobbles as it passes through.`, (c) => `The thin beam of starlight is bent this way and that, so it seems to flicker.`],
  ], l: [[(c) => `Starlight reaches us as a very thin beam. On its way down it passes through layers of warm and cool, moving air, and each layer bends it a little. The bending keeps changing, so the star seems to jump and sparkle.`]] },
  'st.twist': { m: [
    [(c) => `${c.N} noticed one bright dot that did not twinkle at all.`, (c) => `"That one is not twinkling," said ${c.n}.`],
    [(c) => `"That is a planet," said ${c.g.n}. "Planets are much closer, so they shine more steadily."`, (c) => `Planets are near, so their light comes in a wider beam that the air cannot shake so easily.`],
  ], l: [[(c) => `Astronauts in space see the stars shining steadily, with no twinkle at all, because there is no air up there to wobble the light. That is why some big telescopes are sent into space, where their pictures stay sharp.`]] },
  'st.day': { m: [
    [(c) => `In the daytime, the stars are still there.`, (c) => `The stars do not go away in the morning.`],
    [(c) => `The Sun is so bright that we cannot see them.`, (c) => `The bright blue sky hides them until night comes.`],
  ], l: [[(c) => `It is like trying to see a torch beside a big floodlight. The stars keep shining all day long, but the sunlit sky is much brighter, so their faint light is lost.`]] },
  'st.look': { m: [
    [(c) => `${c.N} joined up the stars with a finger to make pictures.`, (c) => `They looked for shapes in the stars.`],
    [(c) => `People call these star pictures constellations.`, (c) => `A pan, a hunter, a great bear: people have named star pictures for thousands of years.`],
  ], l: [[(c) => `Long ago, sailors and travellers used star pictures to find their way in the dark. The stars in a constellation only look close together; some are much farther away than others.`]] },
  'st.end': { m: [
    [(c) => `Now ${c.n} knows why the stars twinkle.`, (c) => `Faraway suns and wobbly air: that is the secret of twinkling.`],
    [(c) => `"Twinkle, twinkle, faraway sun," sang ${c.n}.`, (c) => `${c.N} waved goodnight to the stars.`],
  ], l: [[(c) => `${c.N} lay very still and watched one star flicker. It was a giant sun, unimaginably far away, and its light had come all that way to twinkle in ${c.s} eyes.`]] },

  'ss.ask': { m: [
    [(c) => `The sky turned orange, pink and red. "Why is the sunset orange?" asked ${c.n}.`, (c) => `"Why is the sky red in the evening, when it was blue all day?" wondered ${c.n}.`],
    [(c) => `"It is the same sunlight," said ${c.g.n}. "It just takes a longer road."`, (c) => `"Let us find out," said ${c.g.n}.`],
  ], l: [[(c) => `All day the sky had been blue. Now, as the Sun sank low, the clouds glowed like embers and the sky blushed pink. ${c.N} wanted to know how the same sky could change its colours.`]] },
  'ss.road': { m: [
    [(c) => `In the evening the Sun is low, and its light goes a long way through the air.`, (c) => `At sunset, sunlight travels sideways through lots and lots of air.`],
    [(c) => `On that long road the blue light is bounced away, and the red and orange light reach us.`, (c) => `The blue is scattered away on the way, so only the warm colours are left.`],
  ], l: [[(c) => `At midday, sunlight comes almost straight down through the air, a short trip. At sunset it comes in from the side and crosses many times more air. All that air knocks the blue out of the beam, so the light that reaches our eyes is orange and red.`]] },
  'ss.twist': { m: [
    [(c) => `"Why are some sunsets redder than others?" asked ${c.n}.`, (c) => `${c.N} remembered a sunset that had been much redder than this one.`],
    [(c) => `Dust, tiny drops of water and smoke in the air can make a sunset even redder.`, (c) => `The more tiny bits float in the air, the more colourful a sunset can be.`],
  ], l: [[(c) => `After a volcano erupts far away, its fine dust can float high around the world and make sunsets glow deep red for months. Dust from deserts or smoke from fires can do the same.`]] },
  'ss.clouds': { m: [
    [(c) => `The clouds glowed pink and gold.`, (c) => `The clouds caught the orange light and shone like lanterns.`],
    [(c) => `They are lit from below by the low Sun.`, (c) => `High clouds stay lit even after the Sun has gone down.`],
  ], l: [[(c) => `Clouds are made of tiny drops of water that reflect whatever light reaches them. At sunset that light is orange and red, so the clouds turn pink and gold, like a painting across the sky.`]] },
  'ss.morning': { m: [
    [(c) => `At sunrise the sky can be pink and orange too.`, (c) => `In the morning the Sun is low again, and the colours come back.`],
    [(c) => `It is the same long road through the air, on the other side of the sky.`, (c) => `Early risers get a show of their own.`],
  ], l: [[(c) => `Sunrise and sunset are both times when the Sun is near the edge of the sky. The only difference is that at sunrise our side of the Earth is turning towards the Sun instead of away from it.`]] },
  'ss.end': { m: [
    [(c) => `Now ${c.n} knows why sunsets are orange.`, (c) => `The last red light faded, and the first star appeared.`],
    [(c) => `The blue light scatters away on the long road, and the red light makes it through.`, (c) => `"Goodnight, Sun," said ${c.n}. "Thank you for the colours."`],
  ], l: [[(c) => `As the sky turned deep blue, ${c.n} thought about the sunlight still travelling its long road through the air, painting the evening orange for people farther west.`]] },

  'se.ask': { m: [
    [(c) => `"Why is it cold in winter and hot in summer?" asked ${c.n}.`, (c) => `Spring, summer, autumn, winter. "Why are there seasons?" wondered ${c.n}.`],
    [(c) => `"Because the Earth leans over," said ${c.g.n}. "Let me show you."`, (c) => `"Let us find out," said ${c.g.n}.`],
  ], l: [[(c) => `${c.N} thought about the tree in the park: pink blossom, green leaves, red and yellow leaves, then bare branches and snow. The same tree in the same park, and yet everything changed through the year.`]] },
  'se.tilt': { m: [
    [(c) => `The Earth does not stand up straight; it leans a little to one side.`, (c) => `Our Earth is tilted, like a spinning top leaning over.`],
    [(c) => `It always leans the same way, towards the same place in space.`, (c) => `This lean is the secret of the seasons.`],
  ], l: [[(c) => `The Earth is tilted by about twenty-three degrees. It stays pointed the same way all year, so for part of the year our half leans towards the Sun, and for part of the year it leans away.`]] },
  'se.orbit': { m: [
    [(c) => `The Earth travels all the way around the Sun.`, (c) => `The Earth goes on a long trip around the Sun.`],
    [(c) => `One trip takes a whole year.`, (c) => `On the way, our half of the Earth sometimes leans towards the Sun and sometimes away from it.`],
  ], l: [[(c) => `It is a huge journey: the Earth travels hundreds of millions of kilometres to get around the Sun once. Every birthday, you have been all the way around the Sun one more time.`]] },
  'se.summer': { m: [
    [(c) => `In summer, our half of the Earth leans towards the Sun.`, (c) => `When our half leans towards the Sun, it is summer.`],
    [(c) => `The Sun climbs high in the sky, and the days are long and warm.`, (c) => `The sunshine is strong, and it stays light until late in the evening.`],
  ], l: [[(c) => `When the Sun is high, its light comes down steeply and heats the ground strongly, like a torch shining straight down. Long days give the land many hours to warm up, and short nights give it little time to cool.`]] },
  'se.winter': { m: [
    [(c) => `In winter, our half of the Earth leans away from the Sun.`, (c) => `When our half leans away, it is winter.`],
    [(c) => `The Sun stays low, the days are short, and it is cold.`, (c) => `The sunshine is weak and slanting, and it gets dark early.`],
  ], l: [[(c) => `Low sunlight comes in at a slant, so the same light is spread over more ground and warms it less, like a torch shining sideways. And in the long nights the land loses its warmth.`]] },
  'se.twist': { m: [
    [(c) => `"Is it summer everywhere at the same time?" asked ${c.n}.`, (c) => `${c.N} had a puzzling thought. "If our half leans towards the Sun, what about the other half?"`],
    [(c) => `When it is summer in the north of the world, it is winter in the south.`, (c) => `The other half leans away, so it has winter while we have summer.`],
  ], l: [[(c) => `In Australia, Christmas comes in the middle of summer, and families can have a picnic on the beach. And seasons are not about being closer to the Sun: the Earth is actually a little closer to it in January.`]] },
  'se.between': { m: [
    [(c) => `In spring and autumn, the Earth is in between.`, (c) => `Between summer and winter come spring and autumn.`],
    [(c) => `Neither half leans towards the Sun more than the other, so it is not too hot and not too cold.`, (c) => `In spring the days grow longer, and in autumn they grow shorter.`],
  ], l: [[(c) => `On two days a year, in March and in September, day and night are almost the same length all over the world. These days are called the equinoxes, which means "equal nights".`]] },
  'se.end': { m: [
    [(c) => `Now ${c.n} knows why there are seasons.`, (c) => `A tilted Earth on a trip around the Sun: that is what makes the seasons.`],
    [(c) => `Leaning towards the Sun, summer; leaning away, winter.`, (c) => `${c.N} drew the four seasons on a big sheet of paper.`],
  ], l: [[(c) => `${c.N} held a ball on a pencil, tipped it to one side and walked slowly around a lamp, keeping the tilt the same. Summer, autumn, winter, spring: a whole year in one walk around the room.`]] },

  'de.ask': { m: [
    [(c) => `It was only teatime, but already dark outside. "Why does it get dark so early in winter?" asked ${c.n}.`, (c) => `"In summer I play outside after dinner. Why is it dark so early now?" wondered ${c.n}.`],
    [(c) => `"It has to do with the way the Earth leans," said ${c.g.n}.`, (c) => `"Let us find out together," said ${c.g.n}.`],
  ], l: [[(c) => `${c.N} pressed ${c.his} nose to the window. The streetlights were on, and people hurried home in hats and scarves. In summer it had stayed light long after bedtime. Where had all the daylight gone?`]] },
  'de.short': { m: [
    [(c) => `In winter, the Sun rises late and sets early.`, (c) => `In winter, our half of the Earth leans away from the Sun.`],
    [(c) => `The Sun makes a short, low path across the sky, so the days are short and the nights are long.`, (c) => `Our part of the world spends fewer hours in the sunlight and more hours in the dark.`],
  ], l: [[(c) => `As the Earth spins, our home is carried through the sunlight and then into the shadow. In winter, because of the tilt, more of that trip happens on the dark side. In the north of the world, the shortest day of the year comes in December.`]] },
  'de.summer': { m: [
    [(c) => `In summer it is the other way round.`, (c) => `In summer our half leans towards the Sun, and the days are long.`],
    [(c) => `The Sun rises early and sets late, and the evenings stay light.`, (c) => `That is why you can play outside after dinner in summer.`],
  ], l: [[(c) => `Far in the north, in places like Norway, the summer Sun hardly sets at all, and people call it the midnight Sun. In the middle of winter there, the Sun may not rise for weeks.`]] },
  'de.cosy': { m: [
    [(c) => `Long winter evenings are good for lamps and stories.`, (c) => `When it gets dark early, home feels extra cosy.`],
    [(c) => `${c.N} and ${c.g.n} read a book by the lamp.`, (c) => `Many animals rest through the long, dark winter.`],
  ], l: [[(c) => `Animals notice the short days too. Some birds fly away to warmer places, hedgehogs and bears hibernate, and many trees rest until the light comes back.`]] },
  'de.end': { m: [
    [(c) => `Now ${c.n} knows why it gets dark early in winter.`, (c) => `After the shortest day, the days begin to grow longer again.`],
    [(c) => `A little more light every day, until summer comes back.`, (c) => `The Earth leans away in winter and towards the Sun in summer.`],
  ], l: [[(c) => `${c.N} made a chart and wrote down the time of sunset every week. Just after the shortest day, the times began to creep later and later: the light was coming back, a minute or two each day.`]] },

  'sn.ask': { m: [
    [(c) => `Soft white flakes floated down. "What is snow?" asked ${c.n}.`, (c) => `"Why does it only snow in winter?" wondered ${c.n}.`],
    [(c) => `"Snow is frozen water," said ${c.g.n}. "Let us see how it is made."`, (c) => `${c.N} caught a snowflake, and it melted into a drop of water.`],
  ], l: [[(c) => `The garden had turned white overnight. Every branch wore a little hat of snow, and the whole world was quiet. ${c.N} wanted to know where all this snow had come from.`]] },
  'sn.cloud': { m: [
    [(c) => `Snow starts in the clouds, just like rain.`, (c) => `Clouds are made of tiny drops of water.`],
    [(c) => `The water comes from seas, lakes and puddles, warmed by the Sun.`, (c) => `High up in the sky, the air is very cold.`],
  ], l: [[(c) => `The Sun warms water on the ground, and some of it rises into the air as invisible water vapour. High up, the vapour cools and forms the tiny drops that make a cloud.`]] },
  'sn.freeze': { m: [
    [(c) => `When a cloud is very cold, its water freezes into tiny bits of ice.`, (c) => `In a freezing cloud, tiny ice crystals grow.`],
    [(c) => `Each ice crystal has six sides, like a tiny star.`, (c) => `Water from the air sticks to the crystals and makes them grow arms.`],
  ], l: [[(c) => `When water freezes, its tiny pieces join up in six-sided patterns. That is why every snowflake has six arms or six sides, though the shapes can be as different as stars, needles and little plates.`]] },
  'sn.flake': { m: [
    [(c) => `The crystals stick together and become snowflakes.`, (c) => `When the snowflakes are heavy enough, they float down.`],
    [(c) => `They drift down slowly, twirling as they fall.`, (c) => `Soft and light, they settle on the ground.`],
  ], l: [[(c) => `Snowflakes are so light and flat that the air slows them down. A raindrop falls fast, but a snowflake can take an hour to float down from its cloud.`]] },
  'sn.twist': { m: [
    [(c) => `"Are all snowflakes different?" asked ${c.n}.`, (c) => `${c.N} looked at the snowflakes through a magnifying glass.`],
    [(c) => `Each one takes its own path through the cloud, so each grows its own shape.`, (c) => `Snowflakes are almost never the same, because no two fall in exactly the same way.`],
  ], l: [[(c) => `And why is snow white when ice is clear? A snowflake has many tiny faces that bounce light in every direction, all the colours together, so it looks white. Fresh snow also traps air, which is why a snowy day is so quiet.`]] },
  'sn.cold': { m: [
    [(c) => `It only snows when the air is cold all the way down to the ground.`, (c) => `Snow needs cold air, colder than freezing.`],
    [(c) => `If the air near the ground is warm, the snowflakes melt and fall as rain.`, (c) => `That is why it snows in winter, when the air is cold, and rains in summer.`],
  ], l: [[(c) => `Water freezes at zero degrees Celsius. In winter the air near the ground is often that cold, so snowflakes land without melting. High mountains are cold even in summer, so some have snow all year round.`]] },
  'sn.try': { m: [
    [(c) => `${c.N} caught snowflakes on a dark mitten.`, (c) => `They looked at the snowflakes on a cold, dark sleeve.`],
    [(c) => `Tiny six-sided stars! Then, in a warm hand, they melted into water.`, (c) => `Each one sparkled for a moment, then turned back into a drop.`],
  ], l: [[(c) => `A cold, dark surface is the best place to look at snowflakes, because they stay frozen long enough to count their six sides. Bring one inside and it becomes a drop of water again, ready to rise into the sky one day.`]] },
  'sn.end': { m: [
    [(c) => `Now ${c.n} knows what snow is.`, (c) => `Snow is frozen water, made in the clouds.`],
    [(c) => `${c.N} built a little snowman.`, (c) => `When spring comes, the snow will melt and run to the rivers.`],
  ], l: [[(c) => `${c.N} rolled a big snowball and thought of the tiny ice stars inside it, each grown in a cloud high above. In spring it would melt, flow away and maybe come back one winter as snow again.`]] },

  'rb.ask': { m: [
    [(c) => `After the rain, a rainbow stretched across the sky. "How is a rainbow made?" asked ${c.n}.`, (c) => `"Where do rainbows come from?" wondered ${c.n}.`],
    [(c) => `"You need two things," said ${c.g.n}. "Sunshine and rain."`, (c) => `"Let us find out together," said ${c.g.n}.`],
  ], l: [[(c) => `The rainbow had red on the outside and violet on the inside, with orange, yellow, green and blue in between. It looked close enough to touch, but when ${c.n} walked towards it, it seemed to move away.`]] },
  'rb.drop': { m: [
    [(c) => `When sunlight goes into a raindrop, it bends.`, (c) => `Each raindrop works like a tiny prism.`],
    [(c) => `Each colour bends a little differently, so the colours spread apart.`, (c) => `The white light splits into red, orange, yellow, green, blue and violet.`],
  ], l: [[(c) => `Light slows down and bends when it passes from air into water. Inside the drop it bounces off the back and bends again on the way out. Red bends the least and violet the most, so the colours fan out into a band.`]] },
  'rb.back': { m: [
    [(c) => `To see a rainbow, the Sun must be behind you and the rain in front of you.`, (c) => `Stand with your back to the Sun and look at the rain.`],
    [(c) => `Millions of raindrops each send you one colour, and together they make the bow.`, (c) => `That is why rainbows come when the Sun shines during a shower.`],
  ], l: [[(c) => `The drops that send you red light are higher up, and the drops that send you violet are lower down. Everyone sees their own rainbow, made by their own raindrops, which is why nobody can ever reach its end.`]] },
  'rb.twist': { m: [
    [(c) => `"Why is a rainbow curved?" asked ${c.n}.`, (c) => `${c.N} wondered why rainbows are always bent like a bow.`],
    [(c) => `A rainbow is really a whole circle, but the ground hides the bottom half.`, (c) => `From a plane, people can sometimes see a rainbow as a full circle.`],
  ], l: [[(c) => `The raindrops that send colours to your eyes all sit at the same angle around the point just opposite the Sun, and that makes a circle. Sometimes a fainter second rainbow shines outside the first, with its colours the other way round.`]] },
  'rb.try': { m: [
    [(c) => `${c.N} made a rainbow with a garden hose.`, (c) => `On a sunny day, they sprayed a fine mist of water.`],
    [(c) => `With the Sun behind ${c.him}, the colours appeared in the spray!`, (c) => `There it was: a little rainbow, right in the garden.`],
  ], l: [[(c) => `You can also make a rainbow with a glass of water on a sunny windowsill, or see one in the spray of a waterfall. Wherever sunlight meets lots of tiny drops, a rainbow can appear.`]] },
  'rb.end': { m: [
    [(c) => `Now ${c.n} knows how a rainbow is made.`, (c) => `Sunshine and raindrops: that is all a rainbow needs.`],
    [(c) => `${c.N} drew one with every colour, red on the outside and violet on the inside.`, (c) => `Next time it rains in the sunshine, ${c.n} will look for one.`],
  ], l: [[(c) => `On the next rainy, sunny afternoon, ${c.n} stood with ${c.his} back to the Sun and searched the sky. There it was, a rainbow made by a million shining raindrops.`]] },

  'th.ask': { m: [
    [(c) => `Flash! Boom! "What makes thunder?" asked ${c.n}.`, (c) => `The sky flashed and rumbled. "Why does thunder go boom?" wondered ${c.n}.`],
    [(c) => `"We are safe inside," said ${c.g.n}. "Let us find out."`, (c) => `"Thunder is the sound that lightning makes," said ${c.g.n}.`],
  ], l: [[(c) => `The rain drummed on the roof. Every few minutes the sky lit up, and a little later a deep rumble rolled over the house. ${c.N} wanted to know what was happening up in those dark clouds.`]] },
  'th.cloud': { m: [
    [(c) => `Storm clouds are very tall and full of ice and water.`, (c) => `Inside a storm cloud, bits of ice bump and rub together.`],
    [(c) => `All that bumping builds up electricity, like rubbing a balloon on your hair.`, (c) => `The cloud fills up with electricity.`],
  ], l: [[(c) => `Strong winds inside a thundercloud toss hailstones and tiny ice crystals up and down. As they crash past each other they swap tiny electric charges, until the top and the bottom of the cloud are charged in opposite ways.`]] },
  'th.flash': { m: [
    [(c) => `Lightning is a giant spark of electricity.`, (c) => `When the electricity jumps, we see a flash of lightning.`],
    [(c) => `It jumps from cloud to cloud, or from a cloud to the ground.`, (c) => `It is like the tiny spark you sometimes feel from a door handle, only huge.`],
  ], l: [[(c) => `For a split second, a lightning bolt is hotter than the surface of the Sun. It is very thin, only about as wide as a thumb, but it can be kilometres long.`]] },
  'th.boom': { m: [
    [(c) => `The lightning heats the air so fast that the air bursts out with a bang.`, (c) => `That bang is thunder!`],
    [(c) => `Close by it sounds like a crack, and far away it rumbles.`, (c) => `The sound bounces off clouds and hills, so it grumbles on for a while.`],
  ], l: [[(c) => `The air around the lightning is heated in an instant, so it pushes outwards very suddenly and makes a wave of sound. That wave reaches our ears as thunder. Thunder cannot hurt anyone; it is only sound.`]] },
  'th.twist': { m: [
    [(c) => `"Is lightning dangerous?" asked ${c.n}.`, (c) => `${c.N} wondered where the safest place in a storm would be.`],
    [(c) => `Lightning can be dangerous, so in a storm it is best to stay indoors or in a car.`, (c) => `"Inside is the safest place," said ${c.g.n}. "We can watch and listen from here."`],
  ], l: [[(c) => `Lightning usually strikes tall things, like trees and towers, so it is not safe to shelter under a lonely tree. Tall buildings have lightning rods that carry the electricity safely down into the ground.`]] },
  'th.count': { m: [
    [(c) => `${c.N} counted between the flash and the boom.`, (c) => `One, two, three, BOOM!`],
    [(c) => `Light is faster than sound, so we see the flash first and hear the thunder later.`, (c) => `The longer the wait, the farther away the storm.`],
  ], l: [[(c) => `Sound travels about one kilometre in three seconds. So if you count six seconds between the flash and the thunder, the lightning was about two kilometres away. When the gaps grow longer, the storm is moving away.`]] },
  'th.end': { m: [
    [(c) => `Now ${c.n} knows what makes thunder.`, (c) => `The storm rumbled away, and the Sun came out.`],
    [(c) => `A spark of lightning, a burst of air: boom!`, (c) => `Thunder is not so scary when you know what it is.`],
  ], l: [[(c) => `The gaps between the flashes and the rumbles grew longer and longer, until ${c.n} could count to twenty. The storm had moved far away, and a fresh, clean smell rose from the wet garden.`]] },

  'le.ask': { m: [
    [(c) => `A red leaf twirled down. "Why do leaves change colour and fall?" asked ${c.n}.`, (c) => `"Why are the leaves turning yellow and red?" wondered ${c.n}.`],
    [(c) => `"The trees are getting ready for winter," said ${c.g.n}.`, (c) => `"Let us find out," said ${c.g.n}.`],
  ], l: [[(c) => `All summer the trees in the park had been green. Now they were gold, orange and red, and the path crunched with fallen leaves. ${c.N} wanted to know why the trees were letting them go.`]] },
  'le.green': { m: [
    [(c) => `In summer, leaves are green.`, (c) => `Leaves are little kitchens where a tree makes its food.`],
    [(c) => `They are full of a green stuff that uses sunlight to make food for the tree.`, (c) => `They need lots of sunlight and water to work.`],
  ], l: [[(c) => `The green stuff in leaves is called chlorophyll. It catches sunlight, and the leaf uses that energy to turn water and air into sugar, the tree's food. There is so much chlorophyll that it hides every other colour.`]] },
  'le.cold': { m: [
    [(c) => `In autumn, the days get shorter and colder.`, (c) => `When autumn comes, there is less sunlight.`],
    [(c) => `The tree stops making food in its leaves.`, (c) => `There is not enough light to make much food, and frost would hurt the leaves.`],
  ], l: [[(c) => `Trees notice the longer nights and cooler days. Instead of making food, they pull useful things back out of their leaves and store them in their branches and roots for the spring.`]] },
  'le.colours': { m: [
    [(c) => `The green fades, and yellow and orange appear.`, (c) => `Without the green, the hidden colours show.`],
    [(c) => `The yellow and orange were in the leaf all summer, hidden by the green!`, (c) => `Some trees also make new red colours in autumn.`],
  ], l: [[(c) => `As the chlorophyll breaks down, the yellow and orange that were always there can finally be seen. Red and purple are different: some trees make them fresh in autumn, especially after sunny days and cool nights.`]] },
  'le.twist': { m: [
    [(c) => `"Why does the pine tree stay green?" asked ${c.n}.`, (c) => `${c.N} noticed one tree that was still green.`],
    [(c) => `Evergreen trees have thin, waxy needles that can stand the cold.`, (c) => `"That is an evergreen," said ${c.g.n}. "Its needles have a waxy coat."`],
  ], l: [[(c) => `Pine needles are thin and coated in wax, so they lose very little water and frost does not harm them. Evergreens lose needles too, but only a few at a time, so they always look green.`]] },
  'le.fall': { m: [
    [(c) => `Then the tree lets its leaves go.`, (c) => `Where each leaf joins its branch, a little wall grows, and the leaf falls.`],
    [(c) => `The wind blows them down, and they twirl to the ground.`, (c) => `Without its leaves, the tree loses less water in winter.`],
  ], l: [[(c) => `In winter the ground can freeze, and then a tree cannot drink. Big leaves would let water escape, so the tree seals each one off, and the leaf drops. The fallen leaves rot and feed the soil.`]] },
  'le.try': { m: [
    [(c) => `${c.N} collected leaves of every colour.`, (c) => `They filled a basket with red, yellow, orange and brown leaves.`],
    [(c) => `Some of them were still half green.`, (c) => `${c.N} laid them in a row, from green to red.`],
  ], l: [[(c) => `At home, ${c.n} pressed the best leaves inside a heavy book. One leaf, half green and half yellow, showed the change happening right there on the page.`]] },
  'le.end': { m: [
    [(c) => `Now ${c.n} knows why leaves fall in autumn.`, (c) => `The tree is not dead; it is resting.`],
    [(c) => `Tiny buds are waiting on the branches for spring.`, (c) => `In spring, new green leaves will grow.`],
  ], l: [[(c) => `${c.N} looked closely at a bare branch and found small, tight buds. Inside each one a new leaf was folded up, waiting for the long, bright days of spring.`]] },

  'sa.ask': { m: [
    [(c) => `${c.N} tasted the sea. "Salty! Why is the sea so salty?"`, (c) => `"Why is the sea salty, when rain is not?" asked ${c.n}.`],
    [(c) => `"The salt comes from the rocks," said ${c.g.n}.`, (c) => `"Let us follow a drop of rain," said ${c.g.n}.`],
  ], l: [[(c) => `A wave splashed ${c.s} face, and ${c.his} lips tasted of salt. The river at home did not taste salty at all, and neither did the rain. So where did all the salt in the sea come from?`]] },
  'sa.rain': { m: [
    [(c) => `When rain falls on the land, it runs over rocks and soil.`, (c) => `Rain trickles over hills, rocks and stones.`],
    [(c) => `Rocks have tiny bits of salt in them, and the rain picks them up.`, (c) => `The rain carries away tiny bits of salt on its way.`],
  ], l: [[(c) => `Rainwater is very slightly sour, and over a long time it wears rocks away. As it does, it dissolves tiny amounts of minerals, salt among them, and carries them along.`]] },
  'sa.rivers': { m: [
    [(c) => `Rivers carry the salt down to the sea.`, (c) => `The water runs into streams and rivers, and the rivers flow to the sea.`],
    [(c) => `There is so little salt in a river that we cannot taste it.`, (c) => `Every river brings a tiny bit of salt to the sea.`],
  ], l: [[(c) => `River water has so little salt that it tastes fresh. But there are thousands of rivers flowing into the sea, day after day, and they never stop bringing their tiny load of salt.`]] },
  'sa.sun': { m: [
    [(c) => `The Sun warms the sea, and water rises up into the sky.`, (c) => `Water rises from the sea to make clouds, but the salt stays behind.`],
    [(c) => `The salt cannot go up with it, so it stays in the sea.`, (c) => `Only the water rises, so the sea keeps all its salt.`],
  ], l: [[(c) => `When water evaporates, only the water goes up, and the salt is left behind. The clouds rain fresh water back onto the land, and the salt in the sea has been building up for millions of years.`]] },
  'sa.twist': { m: [
    [(c) => `"Does all the salt come from rivers?" asked ${c.n}.`, (c) => `${c.N} wondered whether salt came from anywhere else.`],
    [(c) => `Some comes from cracks in the deep sea floor, where hot water bubbles up.`, (c) => `Hot springs and volcanoes under the sea add salt too.`],
  ], l: [[(c) => `Deep down, seawater seeps into cracks in the sea floor, is heated by hot rock and comes back out carrying minerals. Some seas, like the Dead Sea, are so salty that people float on top like corks.`]] },
  'sa.try': { m: [
    [(c) => `${c.N} put some salty water on a saucer in the sun.`, (c) => `They left a saucer of seawater on a sunny windowsill.`],
    [(c) => `A few days later the water was gone, and white salt was left!`, (c) => `The water went up into the air, and the salt stayed.`],
  ], l: [[(c) => `That is how people make sea salt: they let seawater into shallow pools, and the Sun and the wind take the water away. What is left is crunchy white salt, just like the salt on the table.`]] },
  'sa.time': { m: [
    [(c) => `This has been happening for millions of years.`, (c) => `The rivers keep bringing salt, again and again.`],
    [(c) => `Little by little, the sea became salty.`, (c) => `The sea is a bit like a giant salty soup.`],
  ], l: [[(c) => `Today the sea stays about as salty as it is, because some salt settles on the sea floor and turns back into rock. A bucket of seawater holds more than a cupful of salt.`]] },
  'sa.end': { m: [
    [(c) => `Now ${c.n} knows why the sea is salty.`, (c) => `Rain, rocks, rivers and the Sun: that is the secret of the salty sea.`],
    [(c) => `${c.N} splashed in the salty waves.`, (c) => `"Hello, salty sea," said ${c.n}.`],
  ], l: [[(c) => `${c.N} licked the salt from ${c.his} lips and laughed. A little of that salt might once have been inside a mountain far away, before the rain and the rivers carried it all the way here.`]] },

  'vo.ask': { m: [
    [(c) => `${c.N} saw a picture of a volcano. "How does a volcano work?"`, (c) => `"Why does fire come out of a volcano?" asked ${c.n}.`],
    [(c) => `"It is not fire," said ${c.g.n}. "It is melted rock."`, (c) => `"Let us find out together," said ${c.g.n}.`],
  ], l: [[(c) => `In the picture, a mountain was puffing grey smoke, and glowing orange rivers ran down its sides. ${c.N} wanted to know what could make a mountain do that.`]] },
  'vo.inside': { m: [
    [(c) => `Deep under the ground, it is very, very hot.`, (c) => `Far below our feet, rock is so hot that some of it melts.`],
    [(c) => `Melted rock under the ground is called magma.`, (c) => `The hot, runny rock is called magma.`],
  ], l: [[(c) => `The deeper you go into the Earth, the hotter it gets. Dozens of kilometres down it is hot enough for some rock to melt into thick, glowing magma, which gathers in big pockets called magma chambers.`]] },
  'vo.push': { m: [
    [(c) => `Magma is lighter than the solid rock around it, so it pushes upwards.`, (c) => `The magma squeezes up through cracks in the ground.`],
    [(c) => `It has gas in it too, like the fizz in a bottle of lemonade.`, (c) => `The push builds up, like in a shaken bottle.`],
  ], l: [[(c) => `As the magma rises, the gas in it forms bubbles, just as a fizzy drink bubbles when you open it. The bubbles push harder and harder until the magma finds a way out.`]] },
  'vo.erupt': { m: [
    [(c) => `When it bursts out, the volcano erupts!`, (c) => `Out come ash, gas and glowing lava.`],
    [(c) => `Melted rock that comes out of a volcano is called lava.`, (c) => `Lava flows down the mountain like a slow, red-hot river.`],
  ], l: [[(c) => `Some volcanoes erupt gently, with runny lava pouring out. Others explode and blast ash high into the sky. The mountain itself is built from layers of old lava and ash, piled up one eruption after another.`]] },
  'vo.twist': { m: [
    [(c) => `"Where are volcanoes?" asked ${c.n}.`, (c) => `${c.N} wanted to know why volcanoes are only in some places.`],
    [(c) => `The outside of the Earth is cracked into giant pieces called plates, and most volcanoes are where they meet.`, (c) => `Most volcanoes stand at the edges of the great plates that cover the Earth.`],
  ], l: [[(c) => `The plates move very slowly, about as fast as your fingernails grow. Where they pull apart, or where one slides under another, magma can reach the surface. Some volcanoes have been asleep for thousands of years.`]] },
  'vo.land': { m: [
    [(c) => `When lava cools, it turns into hard new rock.`, (c) => `Cooled lava becomes new land.`],
    [(c) => `Some islands, like Hawaii and Iceland, were made by volcanoes.`, (c) => `After a while, plants grow on the new rock.`],
  ], l: [[(c) => `Volcanic soil is full of minerals, so plants grow very well in it, and many farmers live near volcanoes. Some islands rose right out of the sea, built by lava, layer after layer.`]] },
  'vo.safe': { m: [
    [(c) => `Volcano scientists watch volcanoes closely.`, (c) => `Scientists called volcanologists study volcanoes.`],
    [(c) => `They can often tell when one is waking up, so people can move away in time.`, (c) => `They measure how the ground shakes and what gas comes out.`],
  ], l: [[(c) => `Before an eruption, the ground may bulge and tremble, and more gas may escape. Scientists watch all these signs with instruments and satellites, and tell people when it is time to leave.`]] },
  'vo.end': { m: [
    [(c) => `Now ${c.n} knows how a volcano works.`, (c) => `Hot magma, rising gas and a way out: that is a volcano.`],
    [(c) => `${c.N} made a model volcano with baking soda and vinegar.`, (c) => `Fizz! The pretend lava bubbled over the top.`],
  ], l: [[(c) => `The model volcano fizzed and frothed, and ${c.n} laughed. It was only baking soda and vinegar, but it showed the same idea: gas building up and pushing everything out in a rush.`]] },

  'ba.ask': { m: [
    [(c) => `${c.N} looked at a baby photo. "Where do babies come from?"`, (c) => `"Where did I come from?" asked ${c.n}.`],
    [(c) => `${c.g.N} smiled. "That is a lovely question."`, (c) => `"Let me tell you," said ${c.g.n}, and they sat close together.`],
  ], l: [[(c) => `In the photo was a tiny baby with a scrunched-up face and a little hat. "That was you," said ${c.g.n}. It was hard to believe that anyone had ever been so small.`]] },
  'ba.start': { m: [
    [(c) => `A baby starts from something smaller than a dot.`, (c) => `Every baby begins very, very tiny.`],
    [(c) => `A tiny egg from a mother and a tiny cell from a father join together, and a new baby begins.`, (c) => `At the start it is so small that you could not see it without a microscope.`],
  ], l: [[(c) => `Grown-up bodies have special parts for making babies. When a tiny egg and a tiny sperm cell join, they become one cell, and that one cell grows and divides, again and again, into a whole new person.`]] },
  'ba.womb': { m: [
    [(c) => `The baby grows in a cosy place in the mother's tummy, called the womb.`, (c) => `The baby grows in the womb, a warm, safe place inside the tummy.`],
    [(c) => `It is not where food goes; it is a special room just for the baby.`, (c) => `The womb stretches as the baby gets bigger.`],
  ], l: [[(c) => `The womb is a stretchy, strong bag just below the tummy. It keeps the baby warm and safe, floating in water like a little swimming pool. The baby gets food and air from the mother's blood through a cord.`]] },
  'ba.grow': { m: [
    [(c) => `The baby grows and grows for about nine months.`, (c) => `Month by month, the baby gets bigger.`],
    [(c) => `First it is as small as a seed, then a plum, then a melon!`, (c) => `It grows a heart, hands, feet and even tiny fingernails.`],
  ], l: [[(c) => `The baby's food comes through a soft tube called the umbilical cord. After the baby is born the cord is not needed any more, and the place where it was becomes the belly button.`]] },
  'ba.twist': { m: [
    [(c) => `"So that is why I have a belly button!" said ${c.n}.`, (c) => `${c.N} looked at ${c.his} own belly button.`],
    [(c) => `Everybody has one, because everybody grew inside someone.`, (c) => `It is where the cord was, long ago, before birth.`],
  ], l: [[(c) => `Families begin in different ways. Some babies are adopted, some families have help from doctors, and some have two mums or two dads. But every person began tiny and grew inside someone, and every belly button remembers it.`]] },
  'ba.kick': { m: [
    [(c) => `Inside the womb, the baby can kick and wriggle.`, (c) => `Babies can hear voices before they are born.`],
    [(c) => `You can feel the kicks with a hand on the tummy.`, (c) => `They can even get hiccups!`],
  ], l: [[(c) => `Near the end, the baby can hear music, voices and the mother's heartbeat. That is why newborn babies often know their family's voices and calm down when they hear them.`]] },
  'ba.born': { m: [
    [(c) => `When the baby is ready, it is born.`, (c) => `After about nine months, the baby comes out into the world.`],
    [(c) => `Doctors and midwives help the mother and the baby.`, (c) => `The new baby is held close and cuddled.`],
  ], l: [[(c) => `Most babies come out through a special stretchy opening, and some are helped out by a doctor through the tummy. Either way, the family meets the baby for the very first time.`]] },
  'ba.end': { m: [
    [(c) => `Now ${c.n} knows where babies come from.`, (c) => `Every baby starts tiny and grows in a womb.`],
    [(c) => `${c.N} was once a baby too, loved from the very start.`, (c) => `${c.N} gave ${c.g.n} a big hug.`],
  ], l: [[(c) => `${c.N} looked at the baby photo again, and then at ${c.his} own hands. They had grown from tiny to big, and they would keep on growing. Every person in the world had started just like that.`]] },

  'sl.ask': { m: [
    [(c) => `${c.N} yawned. "Why do we need to sleep?"`, (c) => `"Why do we have to sleep every night?" asked ${c.n}.`],
    [(c) => `"Sleep is busy work for your body," said ${c.g.n}.`, (c) => `"Let us find out," said ${c.g.n}.`],
  ], l: [[(c) => `${c.N} wanted to stay up and play. Sleeping seemed like such a waste of time, lying still in the dark while the rest of the world went on. What was the point of it?`]] },
  'sl.body': { m: [
    [(c) => `When we sleep, our body rests and grows.`, (c) => `Sleep gives the body time to rest and mend.`],
    [(c) => `Children grow most while they are asleep!`, (c) => `Tired muscles get stronger, and little scrapes heal.`],
  ], l: [[(c) => `In deep sleep, the body sends out a growth hormone that helps children grow. It also repairs muscles, heals cuts and bruises, and helps the body fight off germs.`]] },
  'sl.brain': { m: [
    [(c) => `While we sleep, the brain tidies up.`, (c) => `The brain sorts out everything you learned today.`],
    [(c) => `It keeps the important things and lets go of what is not needed.`, (c) => `That is why things are easier to remember after a good sleep.`],
  ], l: [[(c) => `During the day, the brain takes in a huge pile of new things. At night it sorts them, like putting toys away in the right boxes, so you can find them tomorrow. It even washes itself clean while you sleep.`]] },
  'sl.dream': { m: [
    [(c) => `Sometimes we dream while we sleep.`, (c) => `Dreams are pictures and stories the brain makes at night.`],
    [(c) => `Dreams can be funny, strange or exciting.`, (c) => `Nobody knows everything about dreams yet.`],
  ], l: [[(c) => `Most dreams happen in a kind of sleep when the eyes move quickly behind closed eyelids. Scientists think dreams may help the brain sort out feelings and memories, but they are still finding out.`]] },
  'sl.twist': { m: [
    [(c) => `"Do animals sleep too?" asked ${c.n}.`, (c) => `${c.N} looked at the cat curled up asleep on the chair.`],
    [(c) => `Almost all animals sleep, but in different ways.`, (c) => `Cats sleep for most of the day, and bats sleep upside down.`],
  ], l: [[(c) => `Dolphins rest one half of their brain at a time, so they can keep swimming up to breathe. Giraffes sleep only a few hours, and koalas up to twenty hours a day. But nearly every animal needs some kind of sleep.`]] },
  'sl.tired': { m: [
    [(c) => `Without enough sleep, we feel grumpy and tired.`, (c) => `When we do not sleep enough, everything feels harder.`],
    [(c) => `It is hard to learn, to play and to be kind.`, (c) => `Even small things can make a tired person cry.`],
  ], l: [[(c) => `Children need more sleep than grown-ups: little ones about ten to fourteen hours, and school children about nine to twelve. After a good night's sleep it is easier to think, to learn and to feel happy.`]] },
  'sl.end': { m: [
    [(c) => `Now ${c.n} knows why we need to sleep.`, (c) => `Sleep helps us grow, heal and remember.`],
    [(c) => `${c.N} snuggled under the covers and closed ${c.his} eyes.`, (c) => `"Goodnight," said ${c.n}. "Time for my body to get busy."`],
  ], l: [[(c) => `${c.N} lay still and thought of ${c.his} brain sorting the day into boxes, and of ${c.his} body growing a tiny bit taller in the dark. Sleep did not seem like a waste of time any more.`]] },

  'te.ask': { m: [
    [(c) => `${c.N} wiggled a wobbly tooth. "Why do we lose our teeth?"`, (c) => `"My tooth is loose! Why do teeth fall out?" asked ${c.n}.`],
    [(c) => `"It is making room for a bigger one," said ${c.g.n}.`, (c) => `"Let us find out," said ${c.g.n}.`],
  ], l: [[(c) => `${c.N} pushed the tooth with ${c.his} tongue, and it wobbled back and forth. It did not hurt, but it felt very strange. Why would a perfectly good tooth want to come out?`]] },
  'te.baby': { m: [
    [(c) => `Our first teeth are called baby teeth.`, (c) => `Little children have twenty small baby teeth.`],
    [(c) => `They are just right for a small mouth.`, (c) => `But a mouth keeps growing, and baby teeth do not.`],
  ], l: [[(c) => `Baby teeth start to form before a baby is even born, hidden in the gums. They come through in the first years, small enough to fit a small jaw. As a child grows, the jaw gets bigger, but baby teeth stay small.`]] },
  'te.under': { m: [
    [(c) => `Under each baby tooth, a big new tooth is waiting.`, (c) => `Grown-up teeth grow inside the gums, under the baby teeth.`],
    [(c) => `When it is ready, it starts to push up.`, (c) => `The new tooth is bigger and stronger.`],
  ], l: [[(c) => `Each grown-up tooth grows in the jaw below a baby tooth. As it pushes upwards, the root of the baby tooth slowly melts away, until nothing is holding the baby tooth in place.`]] },
  'te.wobble': { m: [
    [(c) => `The baby tooth gets wobbly, and one day it falls out.`, (c) => `Wobble, wobble, out it comes!`],
    [(c) => `Usually it does not hurt at all.`, (c) => `Most children lose their first tooth when they are about six.`],
  ], l: [[(c) => `The front teeth usually go first, when children are five to seven years old, and the last baby teeth wobble out at around twelve. Swapping all twenty takes years.`]] },
  'te.twist': { m: [
    [(c) => `"How many grown-up teeth will I have?" asked ${c.n}.`, (c) => `${c.N} counted the teeth on a chart.`],
    [(c) => `Grown-ups have up to thirty-two teeth, more than the twenty baby teeth.`, (c) => `The extra teeth grow at the back of the mouth.`],
  ], l: [[(c) => `The very last teeth, called wisdom teeth, may not come through until someone is grown up, and some people never get them. There is no third set: grown-up teeth have to last for good.`]] },
  'te.gap': { m: [
    [(c) => `${c.N} smiled with a gap in ${c.his} teeth.`, (c) => `Now there was a gap where the tooth had been.`],
    [(c) => `Soon the tip of a new tooth peeked through.`, (c) => `The new tooth grows in slowly, over a few months.`],
  ], l: [[(c) => `New grown-up teeth often look big in a child's face, with little bumps along the bottom edge. The bumps wear away, and the face grows to fit the teeth.`]] },
  'te.care': { m: [
    [(c) => `Grown-up teeth have to last a whole life.`, (c) => `That is why brushing is so important.`],
    [(c) => `Brush them twice a day, and they will stay strong.`, (c) => `${c.N} brushed carefully, all the way to the back.`],
  ], l: [[(c) => `Sugar feeds tiny germs in the mouth that can make holes in teeth. Brushing in the morning and at bedtime, and not eating too many sweets, keeps grown-up teeth healthy for a very long time.`]] },
  'te.end': { m: [
    [(c) => `Now ${c.n} knows why we lose our teeth.`, (c) => `Out goes the baby tooth, and in comes the big one.`],
    [(c) => `${c.N} put the little tooth in a tiny box.`, (c) => `"Goodbye, little tooth," said ${c.n}. "Thank you."`],
  ], l: [[(c) => `${c.N} looked at the tiny tooth in ${c.his} hand. It had done its job well. Now a bigger, stronger tooth was on its way, one that would stay for the rest of ${c.his} life.`]] },
};

const T = (c: En) => (c.named ? c.N : c.N.replace(/\b\p{Ll}/gu, (x) => x.toUpperCase()));
type P = Part<En>;

export const QUESTION_TITLES: Record<string, P> = {
  'question-moon': [() => `Why Does the Moon Change Shape?`, (c) => `${T(c)} and the Changing Moon`, () => `The Secret of the Moon’s Shapes`],
  'question-night': [() => `Where Does the Sun Go at Night?`, (c) => `${T(c)} and the Turning Earth`, () => `Goodnight, Sun!`],
  'question-stars': [() => `Why Do Stars Twinkle?`, (c) => `${T(c)} Counts the Stars`, () => `Faraway Suns`],
  'question-sunset': [() => `Why Is the Sunset Orange?`, (c) => `${T(c)} and the Red Sky`, () => `The Long Road of the Evening Light`],
  'question-seasons': [() => `Why Are There Seasons?`, (c) => `${T(c)} and the Leaning Earth`, () => `Summer, Autumn, Winter, Spring`],
  'question-dark-early': [() => `Why Does It Get Dark Early in Winter?`, (c) => `${T(c)} and the Short Winter Days`, () => `Where Did the Daylight Go?`],
  'question-snow': [() => `What Is Snow?`, (c) => `${T(c)} Catches a Snowflake`, () => `Why It Snows in Winter`],
  'question-rainbow': [() => `How Is a Rainbow Made?`, (c) => `${T(c)} Finds a Rainbow`, () => `Sunshine and Raindrops`],
  'question-thunder': [() => `What Makes Thunder?`, (c) => `${T(c)} and the Big Storm`, () => `Flash, Boom!`],
  'question-leaves': [() => `Why Do Leaves Fall in Autumn?`, (c) => `${T(c)} and the Autumn Leaves`, () => `Red, Yellow and Gold`],
  'question-salty-sea': [() => `Why Is the Sea Salty?`, (c) => `${T(c)} Tastes the Sea`, () => `The Salt in the Sea`],
  'question-volcano': [() => `How Does a Volcano Work?`, (c) => `${T(c)} and the Volcano`, () => `Deep Down, Red-Hot`],
  'question-babies': [() => `Where Do Babies Come From?`, (c) => `${T(c)} Asks Where Babies Come From`, () => `You Were Once Tiny`],
  'question-sleep': [() => `Why Do We Need to Sleep?`, (c) => `${T(c)} and the Busy Night`, () => `Sleep Tight`],
  'question-teeth': [() => `Why Do We Lose Our Teeth?`, (c) => `${T(c)}’s Wobbly Tooth`, () => `Goodbye, Baby Tooth`],
};

export const QUESTION_SUMMARIES: Record<string, P> = {
  'question-moon': [(c) => `${c.N} asks why the Moon changes shape and finds out about sunlight and the Moon’s trip around the Earth.`],
  'question-night': [(c) => `${c.N} asks where the Sun goes at night and finds out that the Earth is turning.`],
  'question-stars': [(c) => `${c.N} asks why the stars twinkle and finds out about faraway suns and wobbly air.`],
  'question-sunset': [(c) => `${c.N} asks why the sunset is orange and follows the evening light on its long road through the air.`],
  'question-seasons': [(c) => `${c.N} asks why there are seasons and finds out about the tilted Earth and its year-long trip around the Sun.`],
  'question-dark-early': [(c) => `${c.N} asks why it gets dark so early in winter and finds out how the leaning Earth makes short days and long nights.`],
  'question-snow': [(c) => `${c.N} asks what snow is and why it comes in winter, and follows frozen water from the clouds to the ground.`],
  'question-rainbow': [(c) => `${c.N} asks how a rainbow is made and finds out what sunshine and raindrops do together.`],
  'question-thunder': [(c) => `${c.N} asks what makes thunder and finds out about lightning, from a safe place indoors.`],
  'question-leaves': [(c) => `${c.N} asks why leaves change colour and fall, and finds out how trees get ready for winter.`],
  'question-salty-sea': [(c) => `${c.N} asks why the sea is salty and follows the salt from the rocks to the rivers and the sea.`],
  'question-volcano': [(c) => `${c.N} asks how a volcano works and finds out about the hot, melted rock deep underground.`],
  'question-babies': [(c) => `${c.N} asks where babies come from and finds out how a baby grows, safe and loved, in a womb.`],
  'question-sleep': [(c) => `${c.N} asks why we need to sleep and finds out how busy the body and the brain are at night.`],
  'question-teeth': [(c) => `${c.N} asks why we lose our teeth and finds out about the big new teeth waiting underneath.`],
};
