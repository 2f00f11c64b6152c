// English beats for new siblings, moving home, first days, and the gentle grief shapes (no cheering in those).
import type { BeatText } from '../pack';
import { cap, type En } from './context';

type T = Record<string, BeatText<En>>;

const baby = (c: En) => (c.kin && c.kin.named ? c.kin.n : 'the baby');

export const FAMILY: T = {
  'sib.open': { m: [
    [(c) => `${c.N} loved being the only little one at home.`, (c) => `${c.N} had a big bed, a big box of toys and a lot of hugs.`, (c) => `At home, ${c.n} had ${c.g.n} all to ${c.self}.`],
    [(c) => `${c.He} could not guess that something big was about to change.`, (c) => `Every evening ${c.g.n} read ${c.him} two stories, and sometimes three.`, (c) => `Life was cosy and quiet, just the way ${c.he} liked it.`],
  ], l: [[(c) => `"Just us," ${c.he} would say, snuggling close. ${c.He} did not know yet how that was going to change.`, (c) => `${c.He} liked knowing where everything was: the red cup, the blue blanket, the spot on the sofa that was ${c.his}.`]] },
  'sib.news': { m: [
    [(c) => `"A baby is coming," ${c.g.n} said. "You will be a big ${c.big} soon."`, (c) => `One day ${c.g.n} said, "A new baby is growing, and you are going to have a little ${c.sib}."`, (c) => `${c.g.N} put ${c.s} hand on a round tummy. "There is a baby in here," ${c.g.n} said.`],
    [(c) => `${c.N} felt the tummy kick. "Hello, baby," ${c.he} whispered.`, (c) => `${c.N} did not know whether to feel happy or worried.`, (c) => `${c.N} thought about it all day long.`],
  ], s: [[(c) => `A new baby is coming! ${c.N} will be a big ${c.big}.`, (c) => `There is a baby in ${c.g.s} tummy.`, (c) => `Soon there will be a baby ${c.sib}.`]],
  l: [[(c) => `"Will the baby like me?" ${c.he} asked. "The baby will love you," said ${c.g.n}. "Babies love their big brothers and sisters best of all."`, (c) => `"When is it coming?" ${c.he} asked every morning. "When the leaves fall from the trees," ${c.g.n} said.`]] },
  'sib.wait': { m: [
    [(c) => `${c.N} helped to get the baby’s cot ready.`, (c) => `Together they folded tiny socks and tiny vests.`, (c) => `${c.N} chose an old teddy to give to the baby.`],
    [(c) => `Everything for the baby was so small!`, (c) => `${c.He} put a soft rabbit in the cot, just in case.`, (c) => `${c.He} practised holding a doll very gently.`],
  ], l: [[(c) => `"Was I ever this small?" ${c.he} asked, holding up a sock no bigger than ${c.his} thumb. "Smaller," laughed ${c.g.n}.`, (c) => `${c.He} drew a picture of the whole family, with a tiny baby in the middle, and stuck it over the cot.`]] },
  'sib.worry': { m: [
    [(c) => `At night, ${c.n} had a worry.`, (c) => `But one day ${c.n} felt a wobbly feeling inside.`, (c) => `${c.N} sat on the stairs, thinking hard.`],
    [(c) => `"Will you still love me when the baby comes?" ${c.he} asked.`, (c) => `What if there was no room left for ${c.him}?`, (c) => `What if everyone loved the baby more?`],
  ], l: [[(c) => `${c.g.N} sat down next to ${c.him}. "Love is not like cake," ${c.g.n} said. "When a new baby comes, it does not get cut into smaller pieces. It just grows bigger."`, (c) => `${c.g.N} held ${c.him} tight. "Nobody could ever take your place," ${c.g.n} said. "There is only one you."`]] },
  'sib.arrive': { m: [
    [(c) => `Then the baby ${c.sib === 'brother or sister' ? 'was born' : c.sib === 'sister' ? 'sister was born' : 'brother was born'}.`, (c) => `One morning, the new baby came home.`, (c) => `At last, ${c.n} met ${baby(c)}.`],
    [(c) => `The baby was tiny, with tiny fingers and a tiny nose.`, (c) => `${baby(c) === 'the baby' ? 'The baby' : baby(c)} opened two sleepy eyes and yawned.`, (c) => `The baby smelled of milk and warm blankets.`],
  ], l: [[(c) => `"Say hello to your little ${c.sib === 'brother or sister' ? 'one' : c.sib}," said ${c.g.n}. ${c.N} touched the baby’s hand, and a tiny finger curled around ${c.his}.`, (c) => `${c.N} looked for a long time. "It is so small," ${c.he} whispered. "And it is ours."`]] },
  'sib.twist': { m: [
    [(c) => `But babies cry a lot, and ${baby(c)} cried all evening.`, (c) => `Everyone was busy with the baby, and nobody looked at ${c.n}.`],
    [(c) => `${c.N} stomped up to ${c.his} room and shut the door.`, (c) => `${c.N} felt left out and a bit cross.`],
  ], l: [[(c) => `"Nobody cares about me any more," ${c.he} said to ${c.his} teddy. Then the door opened, and ${c.g.n} came in with two biscuits and a big smile.`, (c) => `"I know it is hard," said ${c.g.n}, sitting on the bed. "The baby needs a lot of help. And so do you sometimes. That is allowed."`]] },
  'sib.help': { m: [
    [(c) => `${c.N} fetched a clean nappy.`, (c) => `${c.N} sang a song, and the baby stopped crying.`, (c) => `${c.N} pushed the pram in the park.`],
    [(c) => `"What a great helper you are," said ${c.g.n}.`, (c) => `The baby looked at ${c.n} and smiled a gummy smile.`, (c) => `Being a big ${c.big} was an important job.`],
  ], l: [[(c) => `${c.He} showed the baby ${c.his} favourite toys, one by one. "This is a truck. This is a ball. You can have them when you are bigger."`, (c) => `The baby could not talk yet, but ${c.n} was sure it was listening.`]] },
  'sib.love': { m: [
    [(c) => `At bedtime, ${c.g.n} gave ${c.n} the biggest hug.`, (c) => `${c.g.N} and ${c.n} read a story, just the two of them.`, (c) => `${c.g.N} whispered, "I love you, exactly as much as before."`],
    [(c) => `There was enough love for everyone.`, (c) => `Love had grown bigger, just like ${c.g.n} had said.`, (c) => `${c.N} felt warm all the way down to ${c.his} toes.`],
  ] },
  'sib.end': { m: [
    [(c) => `Now ${c.n} is a big ${c.big}, and the baby is ${c.his} favourite little person.`, (c) => `${c.N} holds the baby’s hand and smiles.`, (c) => `${c.N} and the baby, side by side.`],
    [(c) => `Their family got bigger, and so did the love.`, (c) => `"I am the big one," ${c.he} ${c.v('says', 'say')} proudly.`, (c) => `One day they will play together.`],
  ] },

  'mov.open': { m: [
    [(c) => `${c.N} loved ${c.his} room with the crooked window.`, (c) => `${c.N} knew every corner of ${c.his} house.`, (c) => `${c.N} had the best friends on the whole street.`],
    [(c) => `${c.He} knew which stair creaked and where the sun came in.`, (c) => `It was home, and ${c.he} loved it.`, (c) => `Every day after school, ${c.he} played with friends next door.`],
  ] },
  'mov.news': { m: [
    [(c) => `One day ${c.g.n} said, "We are going to move to a new home."`, (c) => `"We are moving to a new house," ${c.g.n} said gently.`, (c) => `There was big news: the family was moving${c.place ? ` to ${c.place}` : ' far away'}.`],
    [(c) => `${c.N} did not want to leave ${c.his} friends.`, (c) => `${c.N} felt sad and a little bit cross.`, (c) => `"But I like it here," said ${c.n}, and ${c.his} lip wobbled.`],
  ], l: [[(c) => `"Will my friends forget me?" ${c.he} asked. "Real friends do not forget," said ${c.g.n}. "You can call them and write them letters."`, (c) => `"Why do we have to go?" ${c.he} asked. ${c.g.N} explained about the new job and the new home, and held ${c.his} hand the whole time.`]] },
  'mov.pack': { m: [
    [(c) => `Soon the house was full of boxes.`, (c) => `${c.N} packed ${c.his} toys into a big cardboard box.`, (c) => `They wrapped the cups in paper and filled box after box.`],
    [(c) => `${c.He} wrote ${c.his} name on it in big letters.`, (c) => `${c.His} favourite teddy stayed out, to travel with ${c.him}.`, (c) => `The rooms began to echo.`],
  ] },
  'mov.bye': { m: [
    [(c) => `${c.N} said goodbye to ${c.his} old room.`, (c) => `On the last day, ${c.n} said goodbye to ${c.his} friends.`, (c) => `${c.N} waved goodbye to the old house.`],
    [(c) => `"I will miss you," ${c.he} whispered to the empty walls.`, (c) => `${c.His} friends gave ${c.him} a card with all their names.`, (c) => `It was hard to leave, and that was all right.`],
  ], l: [[(c) => `${c.His} best friend gave ${c.him} a shiny stone. "So you remember me," she said. ${c.N} put it in ${c.his} pocket and held it tight.`, (c) => `${c.N} took one last look at the garden and the old swing. A lump came into ${c.his} throat, and ${c.g.n} squeezed ${c.his} hand.`]] },
  'mov.road': { m: [
    [(c) => `The big van drove away, and the family followed.`, (c) => `They drove for a long, long time.`, (c) => `${c.N} watched the fields and towns roll past.`],
    [(c) => `${c.N} held ${c.his} teddy and the shiny new key.`, (c) => `"Are we nearly there?" ${c.he} asked, again and again.`, (c) => `Everything outside the window was new.`],
  ] },
  'mov.new': { m: [
    [(c) => `The new house was big and empty.`, (c) => `The new home smelled of paint.`, (c) => `In the new house, nothing was where it should be.`],
    [(c) => `${c.N} did not know which stair creaked.`, (c) => `${c.His} footsteps echoed in the empty room.`, (c) => `${c.He} missed the old house already.`],
  ], l: [[(c) => `"It does not feel like home," ${c.he} said. "Not yet," said ${c.g.n}. "A house turns into a home when we fill it with us."`, (c) => `That night ${c.he} could not sleep. The shadows were different, and the street sounded strange.`]] },
  'mov.twist': { m: [
    [(c) => `Then ${c.n} could not find ${c.his} teddy anywhere.`, (c) => `The box with ${c.his} favourite things had gone missing.`],
    [(c) => `They searched every box in the new house.`, (c) => `${c.He} looked under every box, and tears came.`],
  ], l: [[(c) => `At last ${c.g.n} found it, in a box marked "Kitchen". "Teddy wanted to see the new kitchen first," said ${c.g.n}, and ${c.n} laughed through ${c.his} tears.`, (c) => `It was in the very last box, squashed but safe. ${c.N} hugged it tight and felt a little more at home.`]] },
  'mov.find': { m: [
    [(c) => `Next day, ${c.n} found a big tree in the new garden.`, (c) => `A girl next door waved over the fence.`, (c) => `There was a park at the end of the new street.`],
    [(c) => `"Hello! Do you want to play?" she asked.`, (c) => `Maybe the new place could be good too.`, (c) => `${c.N} smiled for the first time since the move.`],
  ] },
  'mov.end': { m: [
    [(c) => `With ${c.his} own things around ${c.him}, the new room felt like ${c.his}.`, (c) => `Now the new house is home.`, (c) => `${c.N} still misses the old house sometimes, and that is all right.`],
    [(c) => `Home is wherever the family is together.`, (c) => `${c.He} fell asleep with the shiny stone under ${c.his} pillow.`, (c) => `Tomorrow ${c.he} will write to ${c.his} old friends about the new home.`],
  ] },

  'day.open': { m: [
    [(c) => `Tomorrow is ${c.his} first day at ${c.shape === 'first-day' && c.place === 'the nursery' ? 'nursery' : 'school'}.`, (c) => `${c.N} has a new bag and new shoes.`, (c) => `${c.N} put ${c.his} new bag by the door.`],
    [(c) => `${c.N} packed a drink and a little snack.`, (c) => `"What will school be like?" ${c.he} wondered.`, (c) => `${c.He} checked the bag three times.`],
  ] },
  'day.worry': { m: [
    [(c) => `In the morning, ${c.n} felt butterflies in ${c.his} tummy.`, (c) => `On the way to ${c.place === 'the nursery' ? 'nursery' : 'school'}, ${c.n} held ${c.g.s} hand tight.`, (c) => `${c.N} did not want to go to ${c.place === 'the nursery' ? 'nursery' : 'school'}.`],
    [(c) => `"What if I do not know anyone?" ${c.he} asked.`, (c) => `"I will miss you," ${c.he} said.`, (c) => `"It is all right to feel nervous," said ${c.g.n}.`],
  ], l: [[(c) => `"Everybody feels a bit wobbly on a first day," said ${c.g.n}. "Even the teacher did, a long time ago."`, (c) => `${c.g.N} drew a tiny heart on ${c.his} hand. "If you miss me, press it, and I will feel it," ${c.g.n} said.`]] },
  'day.door': { m: [
    [(c) => `At the classroom door, it was time to say goodbye.`, (c) => `${c.g.N} gave ${c.him} a big hug at the door.`, (c) => `${c.N} waved bye-bye at the door.`],
    [(c) => `"I will pick you up after lunch," said ${c.g.n}.`, (c) => `"I always come back," said ${c.g.n}.`, (c) => `"See you soon," said ${c.g.n}, and waved.`],
  ], l: [[(c) => `${c.N} held on a little longer than usual. Then ${c.he} took a deep breath and let go, one finger at a time.`, (c) => `For a moment ${c.he} wanted to run after ${c.g.n}. But then ${c.he} saw a box of bright blocks, and ${c.his} feet stayed.`]] },
  'day.teacher': { m: [
    [(c) => `The teacher had a kind smile.`, (c) => `"Welcome!" said the teacher. "We are glad you are here."`, (c) => `The teacher showed ${c.n} a peg with ${c.his} own picture.`],
    [(c) => `There were paints, blocks and a reading corner.`, (c) => `${c.N} hung up ${c.his} coat.`, (c) => `The classroom was bright and full of toys.`],
  ] },
  'day.twist': { m: [
    [(c) => `After lunch, ${c.n} got lost in the long corridor.`, (c) => `At lunch, ${c.n} spilled ${c.his} juice all over the table.`],
    [(c) => `${c.His} eyes filled with tears.`, (c) => `For a moment, everything felt too big.`],
  ], l: [[(c) => `Then a classmate took ${c.his} hand. "I got lost too, on my first day," she said. "Come on, I know the way."`, (c) => `"Oops," said the teacher kindly, and fetched a cloth. "Everybody spills things. Even me."`]] },
  'day.play': { m: [
    [(c) => `A classmate asked, "Do you want to build a tower?"`, (c) => `${c.N} sat next to a classmate and painted a sun.`, (c) => `At playtime, a classmate shared the big red ball.`],
    [(c) => `They played together until it was story time.`, (c) => `${c.N} laughed out loud.`, (c) => `Soon ${c.n} forgot to feel nervous.`],
  ], l: [[(c) => `"What is your name?" the classmate asked. ${c.N} said it in a small voice, then in a bigger one.`, (c) => `They built the tower so high that it wobbled and fell, and they both laughed so hard that the teacher laughed too.`]] },
  'day.miss': { m: [
    [(c) => `Once, ${c.n} missed home very much.`, (c) => `At quiet time, ${c.n} thought of ${c.g.n}.`, (c) => `For a moment, ${c.n} felt a little sad.`],
    [(c) => `${c.He} looked at the heart on ${c.his} hand and felt better.`, (c) => `The teacher read a funny story, and ${c.he} felt better.`, (c) => `${c.He} remembered: "I always come back."`],
  ] },
  'day.end': { m: [
    [(c) => `When the door opened, there was ${c.g.n}!`, (c) => `At home time, ${c.g.n} came to pick ${c.him} up.`, (c) => `${c.N} ran to ${c.g.n} at pick-up time.`],
    [(c) => `"I want to come back tomorrow," said ${c.n}.`, (c) => `"I made a friend," ${c.he} said proudly.`, (c) => `${c.His} first day was done, and it was a good one.`],
  ] },

  'pet.open': { m: [
    [(c) => `${c.gone!.N} was the family’s ${c.goneThing}, soft and funny and kind.`, (c) => `${c.N} and ${c.gone!.n} had been together for a long time.`, (c) => `Everybody at home loved ${c.gone!.n}.`, (c) => `${c.gone!.N} was the best ${c.goneThing} in the whole street.`, (c) => `${c.N} had known ${c.gone!.n} for as long as ${c.he} could remember.`],
    [(c) => `${c.gone!.N} liked ${c.goneThing === 'dog' ? 'long walks' : 'long naps'} and warm spots in the sun.`, (c) => `There was a photo of ${c.gone!.n} on the fridge.`, (c) => c.goneThing === 'dog' && `${c.gone!.N} always came running when someone came home.`, (c) => c.goneThing === 'cat' && `${c.gone!.N} used to curl up on every warm lap in the house.`, (c) => `${c.gone!.N} had a favourite spot by the window.`, (c) => `${c.gone!.N} snored a little when ${c.goneThing === 'dog' || c.goneThing === 'cat' ? 'dreaming' : 'asleep'}.`],
  ], l: [[(c) => `${c.gone!.N} had a way of resting a head on your knee when you were sad, as if to say, "I am here."`, (c) => `Every morning there had been ${c.gone!.n}, waiting by the door, happy just to see everyone.`]] },
  'pet.news': { m: [
    [(c) => `But ${c.gone!.n} got very old and very ill, and then ${c.gone!.n} died.`, (c) => `One day, ${c.g.n} said quietly that ${c.gone!.n} had died.`, (c) => `Last week, ${c.gone!.n} died.`, (c) => `Then came a very sad day: ${c.gone!.n} died.`, (c) => `${c.g.N} sat everyone down and said that ${c.gone!.n} had died in ${c.goneThing === 'cat' ? 'her' : 'his'} sleep.`],
    [(c) => `${c.gone!.N} is not coming back.`, (c) => `Dying means the body stops working. It does not hurt any more.`, (c) => `${c.N} cried, and ${c.g.n} held ${c.him} close.`, (c) => `The whole house went quiet, and ${c.n} did not know what to say.`, (c) => `Everyone was very sad, and nobody pretended not to be.`],
  ], l: [[(c) => `"Was it my fault?" ${c.n} asked. "No," said ${c.g.n}. "Nobody could have stopped it. ${c.gone!.N} was old, and that old body was tired."`, (c) => `"Dead means ${c.gone!.n} cannot eat or play or feel hurt any more," ${c.g.n} said softly. "It is sad, and it is all right to be sad."`]] },
  'pet.feel': { m: [
    [(c) => `${c.N} felt sad, and sometimes cross.`, (c) => `The house felt very quiet.`, (c) => `${c.N} did not feel like playing.`, (c) => `${cap(c.gone!.s)} bowl stood empty in the corner.`, (c) => `Nobody waited by the door any more.`],
    [(c) => `All feelings are allowed.`, (c) => `${c.g.N} was sad too, and they sat together.`, (c) => `Sometimes, a hug helps.`, (c) => `Crying is one way that love comes out.`, (c) => `${c.N} let the tears come.`],
  ], l: [[(c) => `Some moments ${c.n} forgot and felt almost normal, and then ${c.he} remembered, and the sadness came rushing back. ${c.g.N} said grief comes in waves, like the sea, and that each wave gets a little smaller.`]] },
  'pet.ask': { m: [
    [(c) => `"Where is ${c.gone!.n} now?" asked ${c.n}.`, (c) => `${c.N} had a lot of questions.`, (c) => `"Will ${c.gone!.n} come back?" ${c.n} asked.`, (c) => `"Is ${c.gone!.n} cold?" ${c.n} asked.`],
    [(c) => `"${c.gone!.N} is not here any more, but we can keep ${c.gone!.n} in our hearts," said ${c.g.n}.`, (c) => `${c.g.N} answered every question gently.`, (c) => `"We will always remember," said ${c.g.n}.`, (c) => `"${c.gone!.N} cannot feel cold or hungry or hurt any more," said ${c.g.n}.`],
  ], l: [[(c) => `"Did our ${c.goneThing} know how much we loved ${c.goneThing === 'dog' || c.goneThing === 'cat' ? 'every whisker' : 'every bit'}?" ${c.n} asked. "Every single day," said ${c.g.n}. "Pets know love from how we treat them, and we treated our pet like family."`]] },
  'pet.twist': { m: [
    [(c) => `One morning ${c.n} saw the empty bed by the door.`, (c) => `${c.N} found ${c.gone!.s} old ball under the sofa.`],
    [(c) => `The sad feeling came back, big and heavy.`, (c) => `${c.N} held it and cried for a long time.`],
  ], l: [[(c) => `"Will it always hurt this much?" ${c.n} asked. "It will hurt less, little by little," said ${c.g.n}. "But we will not forget."`, (c) => `${c.g.N} did not say "don't cry". ${c.g.N} just sat down on the floor and held ${c.him} until the tears were done.`]] },
  'pet.remember': { m: [
    [(c) => `That evening, they looked at photos of ${c.gone!.n}.`, (c) => `The family told stories about ${c.gone!.n}.`, (c) => c.goneThing === 'dog' && `They remembered the day ${c.gone!.n} jumped in the pond.`, (c) => c.goneThing === 'cat' && `They remembered the day ${c.gone!.n} got stuck on the shed roof.`, (c) => `Everyone shared a favourite memory of ${c.gone!.n}.`],
    [(c) => `They laughed and cried at the same time.`, (c) => `${c.N} remembered how soft ${c.gone!.n} was.`, (c) => `Remembering felt sad and warm together.`, (c) => `Some memories made them giggle, and some made them quiet.`],
  ], l: [[(c) => `"Remember when ${c.gone!.n} stole the sausages?" said ${c.g.n}. Everyone laughed, and it felt strange to laugh, and good too.`, (c) => `There were photos of ${c.gone!.n} as a tiny baby animal, and photos of long walks and sleepy afternoons.`]] },
  'pet.make': { m: [
    [(c) => `${c.N} made a memory box for ${c.gone!.n}.`, (c) => `${c.N} drew a picture of ${c.gone!.n}.`, (c) => `They put the old collar in a special box.`, (c) => `${c.N} wrote a letter to ${c.gone!.n}.`],
    [(c) => `Inside went a photo, a drawing and ${c.gone!.s} favourite toy.`, (c) => `${c.He} drew ${c.gone!.n} running in the grass.`, (c) => `They kept the box on a shelf where everyone could see it.`, (c) => `It said: thank you for being our ${c.goneThing}.`],
  ], l: [[(c) => `Making the box took a whole afternoon. They found photos, a tuft of fur from the old brush and the name tag. Each thing had a story, and they told every one.`]] },
  'pet.end': { m: [
    [(c) => `In the garden, they planted a flower for ${c.gone!.n}.`, (c) => `They planted a little tree in the garden for ${c.gone!.n}.`, (c) => `Where ${c.gone!.n} liked to lie in the sun, they planted bright yellow flowers.`],
    [(c) => `"We will always remember you," ${c.n} whispered.`, (c) => `When ${c.n} ${c.vn('misses', 'miss')} ${c.gone!.n}, ${c.he} ${c.v('looks', 'look')} at the photo and ${c.v('smiles', 'smile')}.`, (c) => `Love stays, even when someone is gone.`, (c) => `${c.gone!.N} will always be part of the family.`],
  ], l: [[(c) => `The sadness did not vanish, but it changed. It became softer, more like missing than hurting. And whenever they saw a dog in the park, they smiled and thought of ${c.gone!.n}.`]] },

  'gp.open': { m: [
    [(c) => `${c.N} loved ${c.gone!.n} very much.`, (c) => `${c.gone!.N} knew the best stories and the silliest songs.`, (c) => `There was a photo of ${c.gone!.n} on the shelf.`],
    [(c) => `They used to go for walks together.`, (c) => `${c.gone!.N} always had a hug ready.`, (c) => `${c.gone!.N} smelled of peppermints and garden soil.`],
  ], l: [[(c) => `${c.gone!.N} could whistle like a blackbird and make a coin vanish behind ${c.s} ear. No one else could do that.`, (c) => `On Sundays they would sit in the garden, and ${c.gone!.n} would name every bird that came.`]] },
  'gp.news': { m: [
    [(c) => `${c.gone!.N} had been ill for a long time, and in the end ${c.gone!.n} died.`, (c) => `${c.g.N} came home from the hospital with red eyes and said that ${c.gone!.n} had died.`, (c) => `In the spring, ${c.gone!.n} died.`],
    [(c) => `${c.gone!.N} will not come back, however much we wish it.`, (c) => `When someone dies, their body stops working, and they do not feel any pain.`, (c) => `Tears came, and ${c.g.n} wrapped ${c.him} in a hug.`],
  ], l: [[(c) => `"Where did ${c.gone!.n} go?" ${c.n} asked. "${c.gone!.N} is not anywhere we can visit," said ${c.g.n}. "But ${c.gone!.n} is still in every story we tell."`, (c) => `"Dead means ${c.gone!.n} cannot come back, even if we wish very hard," ${c.g.n} said. "It is very sad. We can be sad together."`]] },
  'gp.feel': { m: [
    [(c) => `${c.N} sat in ${c.gone!.s} big chair.`, (c) => `The house felt quiet without ${c.gone!.n}.`, (c) => `Some days ${c.n} felt sad, and some days cross.`],
    [(c) => `Sad, cross, confused: every feeling was welcome.`, (c) => `${c.g.N} missed ${c.gone!.n} too.`, (c) => `${c.g.N} said there is no wrong way to feel.`],
  ], l: [[(c) => `Some moments ${c.n} forgot and felt almost normal, and then ${c.he} remembered, and the sadness came rushing back. ${c.g.N} said grief comes in waves, like the sea, and that each wave gets a little smaller.`]] },
  'gp.ask': { m: [
    [(c) => `"Where has ${c.gone!.n} gone?" asked ${c.n}.`, (c) => `${c.N} kept asking questions, day after day.`, (c) => `"Can ${c.gone!.n} see us?" ${c.n} asked.`],
    [(c) => `"${c.gone!.N} is not here any more, but lives on in our hearts and our stories," said ${c.g.n}.`, (c) => `${c.g.N} answered every question gently and honestly.`, (c) => `"Some things we do not know," said ${c.g.n}. "But we know we loved each other."`],
  ], l: [[(c) => `"Will you die too?" ${c.n} asked in a small voice. ${c.g.N} held ${c.him} close. "Not for a very, very long time, I hope. I am going to be here for you."`]] },
  'gp.twist': { m: [
    [(c) => `One day ${c.n} found ${c.gone!.s} old hat.`, (c) => `At dinner, ${c.gone!.s} chair was empty.`],
    [(c) => `The sad feeling came back, big and heavy.`, (c) => `${c.N} ran to ${c.his} room and cried.`],
  ], l: [[(c) => `"Why does it still hurt?" ${c.n} asked. "Because we loved ${c.gone!.n} so much," said ${c.g.n}. "The hurt gets gentler with time. The love stays."`, (c) => `${c.g.N} came and sat on the bed. "I miss ${c.gone!.n} too," ${c.g.n} said, and they held hands until the tears stopped.`]] },
  'gp.remember': { m: [
    [(c) => `They found the old album full of photos of ${c.gone!.n}.`, (c) => `Everyone took turns telling a story about ${c.gone!.n}.`, (c) => `They remembered ${c.gone!.s} funny jokes.`],
    [(c) => `There were giggles and tears, all mixed up.`, (c) => `${c.N} remembered the songs they used to sing.`, (c) => `The memories made the room feel warmer.`],
  ], l: [[(c) => `"Remember when ${c.gone!.n} fell asleep in the deckchair with a newspaper over ${c.goneThing === 'grandmother' ? 'her' : 'his'} face?" said ${c.g.n}. Everyone laughed, and it felt good to laugh.`, (c) => `There were photos of ${c.gone!.n} at the seaside long ago, and one of the two of them with ice cream on their noses.`]] },
  'gp.make': { m: [
    [(c) => `Together they made a memory book about ${c.gone!.n}.`, (c) => `${c.N} drew a picture of ${c.gone!.n}.`, (c) => `They planted ${c.gone!.s} favourite flowers.`],
    [(c) => `Inside went photos, drawings and stories.`, (c) => `${c.He} drew the two of them walking hand in hand.`, (c) => `They kept it on the shelf where everyone could see.`],
  ], l: [[(c) => `They wrote down ${c.gone!.s} favourite sayings, the recipe for the famous pancakes and the names of all the birds. The book grew thick with memories, and they added to it for weeks.`]] },
  'gp.end': { m: [
    [(c) => `In the evening, they looked at the stars and thought of ${c.gone!.n}.`, (c) => `${c.gone!.N} died, but the love is still here.`, (c) => `When ${c.n} ${c.vn('misses', 'miss')} ${c.gone!.n}, ${c.he} ${c.v('sings', 'sing')} their old song.`],
    [(c) => `"Goodnight, ${c.gone!.n}," ${c.n} whispered to the sky.`, (c) => `The love between them did not end.`, (c) => `${c.gone!.N} lives on in every story they tell.`],
  ], l: [[(c) => `The missing did not go away, but it grew softer. Now when ${c.n} hears a blackbird, ${c.he} ${c.v('thinks', 'think')} of ${c.gone!.n} and ${c.v('feels', 'feel')} close again.`]] },
};
