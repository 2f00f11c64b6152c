// English beats for fears (dark, monsters, water), sharing, telling the truth, two homes, being different and friends.
import type { BeatText } from '../pack';
import type { En } from './context';

type T = Record<string, BeatText<En>>;

export const FEELINGS: T = {
  'dark.open': { m: [
    [(c) => `Every night, the sky outside ${c.s} window turned dark.`, (c) => `When night came, the lights went off one by one.`, (c) => `${c.N} did not like the dark.`],
    [(c) => `And every night, ${c.n} felt a little scared.`, (c) => `Night was ${c.s} least favourite time.`, (c) => `${c.He} wished the day would never end.`],
  ] },
  'dark.out': { m: [
    [(c) => `Click! The light went out, and it was dark.`, (c) => `In the dark, ${c.n} felt afraid.`, (c) => `The room was very dark and very quiet.`],
    [(c) => `${c.N} pulled the blanket up high.`, (c) => `"I am scared of the dark," ${c.he} whispered.`, (c) => `${c.He} kept ${c.his} eyes wide open.`],
  ], l: [[(c) => `${c.His} heart thumped. Every little sound seemed much louder in the dark than in the day.`, (c) => `"${c.g.N}?" ${c.he} called softly. ${c.He} did not want to be a baby about it, but ${c.he} ${c.v('was', 'were')} frightened.`]] },
  'dark.shapes': { m: [
    [(c) => `Strange shapes moved on the wall.`, (c) => `Something in the corner looked like a giant!`, (c) => `There was a long, dark shadow by the door.`],
    [(c) => `${c.N} held ${c.his} breath.`, (c) => `Was it something scary?`, (c) => `${c.He} did not dare to look.`],
  ] },
  'dark.help': { m: [
    [(c) => `${c.g.N} came with a torch.`, (c) => `${c.g.N} sat on the bed and switched on a little lamp.`, (c) => `${c.g.N} gave ${c.n} a torch of ${c.his} own.`],
    [(c) => `"The dark is just the night, resting," said ${c.g.n}.`, (c) => `"Everything in the dark is the same as in the day," said ${c.g.n}.`, (c) => `"Let us look together," said ${c.g.n}.`],
  ], l: [[(c) => `"Being afraid of the dark is very normal," said ${c.g.n}. "Your eyes cannot see much, so your head fills the gaps with stories. Let us check what is really there."`, (c) => `"When I was little, I was scared too," said ${c.g.n}. "So I made friends with the night. Shall I show you how?"`]] },
  'dark.twist': { m: [
    [(c) => `Then something creaked in the dark!`, (c) => `Then the torch flickered and went out.`],
    [(c) => `${c.N} froze.`, (c) => `${c.His} heart beat fast.`],
  ], l: [[(c) => `${c.N} took a slow breath, the way ${c.g.n} had shown ${c.him}: in through the nose, out through the mouth. The creak came again. It was only the old house settling down for the night.`, (c) => `${c.N} counted to five and felt for the lamp. Click. Everything was exactly where it had been before.`]] },
  'dark.look': { m: [
    [(c) => `${c.N} shone the torch at the giant. It was only a coat!`, (c) => `The long shadow was just a chair.`, (c) => `The scary shape was only ${c.his} teddy.`],
    [(c) => `${c.N} laughed.`, (c) => `"Hello, chair," said ${c.n}.`, (c) => `Nothing in the dark was scary after all.`],
  ] },
  'dark.stars': { m: [
    [(c) => `Then ${c.n} looked out of the window.`, (c) => `The dark sky was full of stars.`, (c) => `The moon was shining like a night-light.`],
    [(c) => `Without the dark, you cannot see the stars.`, (c) => `The stars twinkled, like friends saying goodnight.`, (c) => `The dark was soft and full of little lights.`],
  ], l: [[(c) => `"The stars are there in the day too," said ${c.g.n}. "But we only see them when it is dark. The dark brings them out."`, (c) => `${c.N} counted the stars until ${c.he} lost count. The night did not feel empty now. It felt full.`]] },
  'dark.end': { m: [
    [(c) => `Now ${c.n} is brave in the dark.`, (c) => `${c.N} said goodnight to the stars.`, (c) => `${c.N} is not afraid of the dark any more.`],
    [(c) => `${c.He} ${c.v('keeps', 'keep')} the torch close, just in case.`, (c) => `The dark is only the night, resting.`, (c) => `Goodnight, dark.`],
  ] },

  'mon.open': { m: [
    [(c) => `At bedtime, ${c.n} heard a noise.`, (c) => `${c.N} was sure there was a monster under the bed.`, (c) => `Every night, ${c.n} checked for monsters.`],
    [(c) => `${c.He} ${c.v('was', 'were')} scared to put ${c.his} feet on the floor.`, (c) => `${c.He} jumped into bed from far away.`, (c) => `"Monsters come out at night," ${c.he} thought.`],
  ] },
  'mon.noise': { m: [
    [(c) => `Scritch, scratch! Something was under the bed.`, (c) => `Bump! A noise came from under the bed.`, (c) => `A rustle came from the dark corner.`],
    [(c) => `${c.N} was very afraid.`, (c) => `"A monster!" ${c.he} whispered.`, (c) => `${c.N} hid under the covers.`],
  ] },
  'mon.scared': { m: [
    [(c) => `${c.N} called for ${c.g.n}.`, (c) => `"There is a monster under my bed!" cried ${c.n}.`, (c) => `${c.N} was too frightened to move.`],
    [(c) => `${c.g.N} came at once.`, (c) => `"Let us be brave together," said ${c.g.n}.`, (c) => `${c.g.N} held ${c.his} hand.`],
  ], l: [[(c) => `"Monsters are made of worries," said ${c.g.n}. "And worries shrink when you look at them in the light."`, (c) => `"What does your monster look like?" asked ${c.g.n}. "Big," said ${c.n}. "With teeth." "Hmm," said ${c.g.n}. "Let us go and see."`]] },
  'mon.look': { m: [
    [(c) => `${c.N} took the torch and looked under the bed.`, (c) => `Slowly, bravely, ${c.n} lifted the blanket.`, (c) => `${c.N} shone a light into the dark corner.`],
    [(c) => `${c.His} hand shook a little, but ${c.he} looked.`, (c) => `One, two, three… look!`, (c) => `What would ${c.he} find?`],
  ] },
  'mon.twist': { m: [
    [(c) => `Then a huge shadow with claws rose up the wall!`, (c) => `Then something furry touched ${c.his} hand!`],
    [(c) => `${c.N} squeaked.`, (c) => `${c.He} almost ran away.`],
  ], l: [[(c) => `But ${c.he} made ${c.self} look again. The claws were the branches of the tree outside, waving in the wind. ${c.N} waved back, and the shadow waved too.`, (c) => `It was only the fluffy slipper ${c.he} had lost last week. "You were hiding!" ${c.he} said, and could not stop laughing.`]] },
  'mon.found': { m: [
    [(c) => `There was no monster. Only socks and a lost toy car!`, (c) => `Under the bed were books, dust and a sock.`, (c) => `The monster was just a pile of clothes.`],
    [(c) => `${c.N} laughed out loud.`, (c) => `"No monsters here," said ${c.n}.`, (c) => `${c.He} felt brave and a bit silly.`],
  ] },
  'mon.draw': { m: [
    [(c) => `${c.N} drew a picture of a friendly monster.`, (c) => `${c.N} imagined a monster with spots and a funny hat.`, (c) => `${c.N} made up a kind monster who guards the room.`],
    [(c) => `It had a big smile and no teeth.`, (c) => `Its name was Mr Fluff.`, (c) => `It was scared of children!`],
  ] },
  'mon.end': { m: [
    [(c) => `Now ${c.n} sleeps with ${c.his} drawing by the bed.`, (c) => `${c.N} is brave now.`, (c) => `${c.N} is not afraid of monsters any more.`],
    [(c) => `Goodnight, friendly monster.`, (c) => `If there is a noise, ${c.he} ${c.v('looks', 'look')} and sees.`, (c) => `Sleep tight, brave one.`],
  ] },

  'wat.open': { m: [
    [(c) => `${c.N} was afraid of the water.`, (c) => `${c.N} liked to watch the water, from far away.`, (c) => `Today ${c.n} had a swimming lesson at ${c.water}.`],
    [(c) => `The water looked big and deep.`, (c) => `${c.He} did not want to swim.`, (c) => `Water in ${c.his} face felt scary.`],
  ] },
  'wat.scared': { m: [
    [(c) => `At ${c.water}, ${c.n} stood at the edge.`, (c) => `${c.N} held on tight to ${c.g.s} hand.`, (c) => `The water splashed, and ${c.n} stepped back.`],
    [(c) => `"I am scared," ${c.he} said.`, (c) => `"We can go slowly," said ${c.g.n}.`, (c) => `${c.His} tummy felt wobbly.`],
  ], l: [[(c) => `"Being scared of the water makes sense," said ${c.g.n}. "It is new and it moves. We will go one tiny step at a time, and you can stop whenever you want."`, (c) => `Other children were splashing and shouting. ${c.N} wished ${c.he} could feel like them, but ${c.his} legs would not move.`]] },
  'wat.toes': { m: [
    [(c) => `First, ${c.n} dipped in ${c.his} toes.`, (c) => `${c.N} sat on the edge and kicked ${c.his} feet.`, (c) => `Splish! ${c.N} touched the water with one hand.`],
    [(c) => `The water was cool.`, (c) => `It tickled.`, (c) => `That was not so bad.`],
  ] },
  'wat.hold': { m: [
    [(c) => `Then ${c.n} held ${c.g.s} hands and stepped in.`, (c) => `${c.g.N} held ${c.n} in the water.`, (c) => `The swimming teacher gave ${c.n} armbands.`],
    [(c) => `"I have got you," said ${c.g.n}.`, (c) => `The water came up to ${c.his} tummy.`, (c) => `${c.N} felt safe.`],
  ] },
  'wat.twist': { m: [
    [(c) => `Then a big splash went right in ${c.s} face!`, (c) => `Then ${c.his} foot slipped, and water went up ${c.his} nose.`],
    [(c) => `${c.N} coughed and wanted to get out.`, (c) => `"I want to stop!" ${c.he} cried.`],
  ], l: [[(c) => `They sat on the steps for a while, wrapped in a towel. "It is all right to stop," said ${c.g.n}. When ${c.n} was ready, ${c.he} went back in, just to the first step.`, (c) => `"Blow bubbles," said the teacher. "Water cannot go in your nose when you are blowing out." ${c.N} tried it. Blub, blub, blub. It worked!`]] },
  'wat.float': { m: [
    [(c) => `${c.N} lay back and floated like a starfish.`, (c) => `With the armbands on, ${c.n} could float!`, (c) => `${c.N} blew bubbles in the water.`],
    [(c) => `The water held ${c.him} up.`, (c) => `"Look at me!" ${c.he} said.`, (c) => `${c.He} ${c.v('was', 'were')} being brave.`],
  ] },
  'wat.kick': { m: [
    [(c) => `Kick, kick, kick! ${c.N} swam a little way.`, (c) => `${c.N} kicked ${c.his} legs and moved forward.`, (c) => `${c.N} splashed and laughed.`],
    [(c) => `The water was fun now.`, (c) => `${c.g.N} cheered.`, (c) => `${c.He} wanted to do it again.`],
  ] },
  'wat.end': { m: [
    [(c) => `Now ${c.n} loves the water.`, (c) => `${c.N} is not afraid of the water any more.`, (c) => `${c.N} can swim a little, and that is brave.`],
    [(c) => `Next week, another swimming lesson!`, (c) => `Brave does not mean not scared. It means trying.`, (c) => `Splash, splash, hooray!`],
  ] },

  'sh.open': { m: [
    [(c) => `${c.N} and ${c.pal!.n} liked to play together.`, (c) => `${c.N} and ${c.pal!.n} had a box full of toys.`, (c) => `${c.N} played with ${c.pal!.n} every day.`],
    [(c) => `Most of the time, it was fun.`, (c) => `But some days, they both wanted the same toy.`, (c) => `But there was one toy they both loved best.`],
  ], l: [[(c) => `They had different favourite colours, different favourite songs and different ideas about almost everything. But they both liked building, and they both liked the same red truck, and that was where the trouble started.`]] },
  'sh.want': { m: [
    [(c) => `One day, they both wanted the red toy truck.`, (c) => `${c.N} grabbed the toy. "Mine!"`, (c) => `${c.pal!.N} snatched the toy. "Mine!"`],
    [(c) => `"No, mine!" said ${c.pal!.n}.`, (c) => `They both pulled and tugged.`, (c) => `Nobody wanted to let go.`],
  ], l: [[(c) => `Each of them was sure it was fair for them to have it. ${c.N} had seen it first. ${c.pal!.N} had played with it the longest. Both of those things were true, which made it even harder.`]] },
  'sh.fight': { m: [
    [(c) => `They started to fight over the toy.`, (c) => `Tug, tug — and both of them fell down.`, (c) => `There was shouting, and then crying.`],
    [(c) => `Nobody was having fun any more.`, (c) => `The toy lay on the floor, all alone.`, (c) => `${c.N} felt cross and sad.`],
  ], l: [[(c) => `"You always get it first!" said ${c.n}. "You never share!" said ${c.pal!.n}. They both had red faces and wet eyes, and the toy was forgotten.`, (c) => `${c.N} hid behind the sofa, and ${c.pal!.n} hid under the table. Both of them were sulking, and both of them were lonely.`]] },
  'sh.idea': { m: [
    [(c) => `${c.g.N} came in. "How about taking turns?"`, (c) => `${c.g.N} had an idea: "Let us share."`, (c) => `"Let us use a timer," said ${c.g.n}.`],
    [(c) => `"First your turn, then ${c.pal!.n}’s turn."`, (c) => `"When the sand runs out, it is the next turn."`, (c) => `"Sharing means you both get to play."`],
  ], l: [[(c) => `"When two people want the same thing," said ${c.g.n}, "you can fight and both lose, or take turns and both win. Which one sounds better?" ${c.N} looked at ${c.pal!.n}. ${c.pal!.N} looked at ${c.n}. Neither of them wanted to lose.`]] },
  'sh.turns': { m: [
    [(c) => `${c.N} had the first turn.`, (c) => `Then it was ${c.pal!.n}’s turn.`, (c) => `Your turn, my turn, your turn.`],
    [(c) => `The sand ran down, down, down.`, (c) => `Waiting was hard, but ${c.n} waited.`, (c) => `Taking turns was fair.`],
  ], l: [[(c) => `At first the timer felt terribly slow. But when it was ${c.s} turn, ${c.he} found ${c.he} enjoyed it more, because nobody was trying to snatch it away. Waiting made the turn feel special.`]] },
  'sh.twist': { m: [
    [(c) => `But waiting was very hard.`, (c) => `But ${c.pal!.n} took a very long turn.`],
    [(c) => `${c.N} wanted to grab the toy again.`, (c) => `"It is my turn now!" said ${c.n}.`],
  ], l: [[(c) => `${c.N} took a deep breath and watched the sand. "Three more grains," ${c.he} said. "Two. One." And then it really was ${c.his} turn, and ${c.pal!.n} handed it over.`, (c) => `Instead of grabbing, ${c.n} asked, "Can I have it when you are done?" ${c.pal!.N} was so surprised, and handed it over right away.`]] },
  'sh.together': { m: [
    [(c) => `Then ${c.n} had a new idea: play together!`, (c) => `${c.N} and ${c.pal!.n} built a road for the truck.`, (c) => `They shared the blocks and made a town.`],
    [(c) => `Two together is more fun than one alone.`, (c) => `They laughed and laughed.`, (c) => `Sharing made the game bigger.`],
  ], l: [[(c) => `It turned out that a road needs someone to build it and someone to drive on it. A town needs houses and a fire station. There was more than enough for two, once they stopped fighting.`]] },
  'sh.end': { m: [
    [(c) => `Now ${c.n} and ${c.pal!.n} share their toys.`, (c) => `Now they take turns, and nobody fights.`, (c) => `${c.N} and ${c.pal!.n} are the best team.`],
    [(c) => `Sharing is caring.`, (c) => `"Your turn!" says ${c.n}, with a smile.`, (c) => `And when it is hard, they use the timer.`],
  ], l: [[(c) => `They still argue sometimes. Everyone does. But now, before anyone grabs, one of them says, "Turns?" and the other one says, "Turns," and they shake on it like grown-ups.`]] },

  'tr.open': { m: [
    [(c) => `${c.N} was playing ball inside the house.`, (c) => `${c.N} knew that balls were for outside.`, (c) => `${c.N} bounced the ball, higher and higher.`],
    [(c) => `Bounce, bounce, bounce!`, (c) => `Just one more throw, ${c.he} thought.`, (c) => `${c.His} ball flew across the room.`],
  ] },
  'tr.break': { m: [
    [(c) => `Crash! ${c.N} broke ${c.broken}.`, (c) => `The ball hit ${c.broken}, and it fell. Smash!`, (c) => `Oh no — ${c.broken} was broken.`],
    [(c) => `It was ${c.g.s} favourite.`, (c) => `The pieces lay on the floor.`, (c) => `${c.N} stood very still.`],
  ] },
  'tr.hide': { m: [
    [(c) => `${c.N} hid the pieces behind a cushion.`, (c) => `${c.N} pushed the pieces under the sofa.`, (c) => `Quickly, ${c.n} hid the broken pieces.`],
    [(c) => `Nobody will know, ${c.he} thought.`, (c) => `${c.His} heart beat fast.`, (c) => `${c.He} did not want to be in trouble.`],
  ] },
  'tr.twist': { m: [
    [(c) => `"Do you know what happened to ${c.broken}?" asked ${c.g.n}.`, (c) => `${c.g.N} looked for ${c.broken} everywhere.`],
    [(c) => `"It was the wind," said ${c.n}. That was a fib.`, (c) => `${c.N} said, "I do not know." It was a lie.`],
  ], l: [[(c) => `The fib sat in ${c.his} tummy like a cold stone. All through dinner it got heavier, and ${c.he} could not eat ${c.his} pudding.`, (c) => `${c.g.N} looked sad and puzzled, and that made ${c.n} feel even worse. One little lie had grown into a big, heavy secret.`]] },
  'tr.heavy': { m: [
    [(c) => `${c.N} had a heavy feeling inside.`, (c) => `${c.N} could not stop thinking about it.`, (c) => `Keeping the secret felt horrible.`],
    [(c) => `${c.He} did not want to play.`, (c) => `The hidden truth felt like a stone in ${c.his} tummy.`, (c) => `${c.He} wished ${c.he} could undo it.`],
  ] },
  'tr.tell': { m: [
    [(c) => `At last, ${c.n} went to ${c.g.n}.`, (c) => `${c.N} took a deep breath and told the truth.`, (c) => `"I broke it," said ${c.n}. "I am sorry."`],
    [(c) => `"It was me. I was playing ball inside. I am sorry."`, (c) => `${c.He} showed ${c.g.n} the pieces.`, (c) => `Telling the truth was hard, but ${c.he} did it.`],
  ], l: [[(c) => `${c.His} voice was small, but the words came out: "It was not the wind. It was my ball. I hid the pieces because I was scared you would be cross."`, (c) => `"I made a mistake," ${c.he} said, "and then I made another one when I fibbed. I am sorry for both."`]] },
  'tr.glad': { m: [
    [(c) => `${c.g.N} gave ${c.n} a big hug.`, (c) => `"Thank you for telling me the truth," said ${c.g.n}.`, (c) => `"Everyone makes mistakes," said ${c.g.n}.`],
    [(c) => `"Being honest is brave."`, (c) => `The heavy feeling was gone.`, (c) => `"I am proud of you for being honest."`],
  ] },
  'tr.end': { m: [
    [(c) => `Together, they glued ${c.broken} back together.`, (c) => `Now ${c.n} plays ball outside.`, (c) => `${c.N} felt light and happy again.`],
    [(c) => `It had a crack, but it was still beautiful.`, (c) => `Telling the truth made everything better.`, (c) => `Honest is the best way to be.`],
  ] },

  'two.open': { m: [
    [(c) => `${c.N} has two homes: Mum’s house and Dad’s house.`, (c) => `${c.N} lives in two homes now.`, (c) => `There is Mum’s house, and there is Dad’s house, and ${c.n} lives in both.`],
    [(c) => `${c.He} ${c.v('has', 'have')} a bed in each one.`, (c) => `Each home has a toothbrush just for ${c.him}.`, (c) => `Two homes, and one ${c.n}.`],
  ] },
  'two.why': { m: [
    [(c) => `Mum and Dad decided to live in different houses.`, (c) => `"We will not live together any more," said Mum and Dad.`, (c) => `Mum and Dad sat down with ${c.n} to explain.`],
    [(c) => `"It is not your fault," they said. "We both love you, always."`, (c) => `"Grown-ups sometimes live apart. Our love for you stays the same."`, (c) => `${c.N} felt sad and confused.`],
  ], l: [[(c) => `"Did I do something wrong?" asked ${c.n}. "Never," said Dad. "This is a grown-up decision," said Mum. "And both of us will always be your mum and dad."`, (c) => `${c.N} had a lot of questions. Where will my toys live? Who will read my story? Mum and Dad answered every one.`]] },
  'two.mum': { m: [
    [(c) => `At Mum’s house, they bake pancakes on Saturday.`, (c) => `At Mum’s house, ${c.n} has a blue room.`, (c) => `At Mum’s house, there is a cat next door.`],
    [(c) => `Mum reads stories in a silly voice.`, (c) => `${c.N} waters the plants with Mum.`, (c) => `Mum gives the best goodnight hugs.`],
  ] },
  'two.dad': { m: [
    [(c) => `At Dad’s house, there is a garden with a swing.`, (c) => `At Dad’s house, ${c.n} has a bunk bed.`, (c) => `At Dad’s house, they build things.`],
    [(c) => `Dad makes the best spaghetti.`, (c) => `They play football in the park.`, (c) => `Dad sings in the car.`],
  ] },
  'two.twist': { m: [
    [(c) => `One night, ${c.n} forgot ${c.his} teddy at the other house.`, (c) => `One evening, ${c.n} missed Mum so much at Dad’s house.`],
    [(c) => `${c.He} cried and could not sleep.`, (c) => `The house felt wrong without it.`],
  ], l: [[(c) => `Dad phoned Mum, and Mum held teddy up to the screen and made it wave. "Teddy says goodnight," said Mum. ${c.N} laughed and wiped ${c.his} eyes.`, (c) => `"It is all right to miss Mum here, and to miss me there," said Dad. "Missing someone means you love them." They called Mum to say goodnight.`]] },
  'two.bag': { m: [
    [(c) => `${c.N} has a special bag that goes to both homes.`, (c) => `There is a calendar on the fridge at both homes.`, (c) => `${c.N} packs ${c.his} bag every week.`],
    [(c) => `Teddy always travels in the bag.`, (c) => `It shows which days are Mum days and Dad days.`, (c) => `Weekends are at Dad’s, school days at Mum’s.`],
  ] },
  'two.love': { m: [
    [(c) => `Mum loves ${c.n}. Dad loves ${c.n}.`, (c) => `${c.N} is loved in both homes.`, (c) => `In both houses, there are hugs for ${c.n}.`],
    [(c) => `Two homes, two hugs, so much love.`, (c) => `Love goes wherever ${c.he} ${c.v('goes', 'go')}.`, (c) => `That never changes.`],
  ] },
  'two.end': { m: [
    [(c) => `Now ${c.n} knows: two homes can both be home.`, (c) => `${c.N} smiles at Mum’s house and at Dad’s house.`, (c) => `Two homes, one heart.`],
    [(c) => `And ${c.he} ${c.v('is', 'are')} loved in both, every single day.`, (c) => `Wherever ${c.he} ${c.v('sleeps', 'sleep')}, ${c.he} ${c.v('is', 'are')} loved.`, (c) => `Home is where love is, and there is love in both.`],
  ] },
};
