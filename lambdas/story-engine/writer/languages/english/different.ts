// English beats for being different (a wheelchair, glasses, a new language) and for making a friend.
import type { BeatText } from '../pack';
import type { En } from './context';

type T = Record<string, BeatText<En>>;

const game = (c: En) => /^play (?!with)(\p{L}+)/u.exec(c.to ?? '')?.[1] ?? (c.to === 'dance' ? 'dancing' : 'football');

export const DIFFERENT: T = {
  'wh.open': { m: [
    [(c) => `${c.N} zoomed everywhere in ${c.his} wheelchair.`, (c) => `${c.N} had a wheelchair with bright green wheels.`, (c) => `Whizz! ${c.N} could spin ${c.his} wheelchair in a perfect circle.`],
    [(c) => `${c.He} could roll faster than anyone in the class.`, (c) => `${c.His} arms were strong from pushing the wheels.`, (c) => `The wheelchair went wherever ${c.he} wanted, as long as there was a ramp.`],
  ], l: [[(c) => `People sometimes looked at the wheelchair first and at ${c.n} second. ${c.N} did not mind the looking. What ${c.he} minded was when people decided what ${c.he} could do without asking.`]] },
  'wh.want': { m: [
    [(c) => `At break time, the other kids played ${game(c)}.`, (c) => `${c.N} watched the others and wanted to join in with ${game(c)}.`, (c) => c.to && `More than anything, ${c.n} wanted to ${c.to}.`],
    [(c) => `"Can I play?" ${c.he} asked.`, (c) => `${c.He} knew ${c.he} could do it, in ${c.his} own way.`, (c) => `${c.His} hands itched to push the wheels onto the field.`],
  ], l: [[(c) => `${c.N} had watched the game for weeks and knew every rule, every trick and which of the players always kicked to the left. ${c.He} ${c.v('was', 'were')} sure there was a way for ${c.him} to be part of it.`]] },
  'wh.doubt': { m: [
    [(c) => `"How can you play in a wheelchair?" a boy asked.`, (c) => `Some kids were not sure ${c.n} could join in.`, (c) => `Nobody passed to ${c.n}.`],
    [(c) => `${c.N} felt left out at the side.`, (c) => `That made ${c.him} sad and a bit cross.`, (c) => `${c.He} rolled back and forth, waiting.`],
  ], l: [[(c) => `It was not that they were mean. They just had not thought about it. ${c.N} knew that feeling, the feeling of being looked at but not really seen.`, (c) => `"I am not made of glass," ${c.he} muttered. ${c.He} wanted them to see ${c.him}, not just the wheels.`]] },
  'wh.twist': { m: [
    [(c) => `The game moved to the far field, and there were three steps and no ramp.`, (c) => `The ball bounced down a bumpy slope where ${c.his} wheels could not go.`],
    [(c) => `${c.N} was stuck at the top.`, (c) => `${c.He} could not follow.`],
  ], l: [[(c) => `${c.N} went to the head teacher. "There should be a ramp," ${c.he} said. "Not just for me. For prams and bikes and anyone with a sore leg." The head teacher listened, and wrote it down.`, (c) => `${c.N} did not give up. ${c.He} found the long way round, past the bins, and arrived just as everyone was wondering where ${c.he} had gone.`]] },
  'wh.idea': { m: [
    [(c) => `${c.N} had an idea. "I can be the goalkeeper! Watch me spin."`, (c) => `${c.N} showed them how fast ${c.he} could roll and turn.`, (c) => `${c.N} pushed ${c.his} wheels and spun round to stop the ball.`],
    [(c) => `Everyone stared. Then they cheered.`, (c) => `"Wow!" said the kids.`, (c) => `The ball bounced off ${c.his} wheel and away!`],
  ], l: [[(c) => `${c.N} knew exactly how fast ${c.his} chair could turn, because ${c.he} had practised in the hall at home a hundred times. The ball came flying, and ${c.he} ${c.v('was', 'were')} already there.`]] },
  'wh.play': { m: [
    [(c) => `Now ${c.n} plays every day at break.`, (c) => `The others learned to pass the ball to ${c.n}.`, (c) => `They changed the game so everyone could play.`],
    [(c) => `${c.N} rolls, spins and laughs.`, (c) => `Nobody is left at the side any more.`, (c) => `The game is better with everyone in it.`],
  ], l: [[(c) => `The rules changed a little. Passes went along the ground, the goal moved to the flat end of the field, and nobody thought it was strange. It was just how they played now, and everybody liked it better.`]] },
  'wh.end': { m: [
    [(c) => `${c.N} and ${c.his} wheelchair are part of the team.`, (c) => `${c.N} does things ${c.his} own way, and that is great.`, (c) => `Everyone is different, and everyone can play.`],
    [(c) => `Spin, roll, goal!`, (c) => `${c.N} smiles all the way home.`, (c) => `Being different is not a problem. It is just being ${c.n}.`],
  ], l: [[(c) => `On the way home, ${c.n} spun one slow circle of happiness in the middle of the path. ${c.He} had not needed to change. The game had only needed to make a little room.`]] },

  'gl.open': { m: [
    [(c) => `Everything far away looked blurry to ${c.n}.`, (c) => `${c.N} had to squint to see the board.`, (c) => `Leaves on the trees looked like green clouds to ${c.n}.`],
    [(c) => `${c.His} eyes got tired.`, (c) => `Letters in books danced about.`, (c) => `${c.He} thought everyone saw the world like that.`],
  ] },
  'gl.test': { m: [
    [(c) => `${c.g.N} took ${c.n} to the optician.`, (c) => `At the optician, ${c.n} read letters on a chart.`, (c) => `The optician shone a tiny light into ${c.s} eyes.`],
    [(c) => `"You need glasses," said the optician kindly.`, (c) => `"Glasses will help you see," said the optician.`, (c) => `The last line was very blurry.`],
  ] },
  'gl.pick': { m: [
    [(c) => `${c.N} tried on many frames.`, (c) => `There were red frames, round frames and spotty frames.`, (c) => `${c.N} chose blue frames.`],
    [(c) => `${c.He} picked the ones that made ${c.him} smile.`, (c) => `They were just right.`, (c) => `"These are mine," ${c.he} said.`],
  ] },
  'gl.worry': { m: [
    [(c) => `But ${c.n} was worried.`, (c) => `"What if the other kids laugh at me?" asked ${c.n}.`, (c) => `${c.N} did not want to wear the glasses to school.`],
    [(c) => `${c.He} hid them in ${c.his} pocket.`, (c) => `${c.He} thought ${c.he} would look different.`, (c) => `Would the kids laugh?`],
  ], l: [[(c) => `"Lots of people wear glasses," said ${c.g.n}. "Pilots, teachers, footballers. Glasses are just a tool, like a bike helmet or a raincoat."`, (c) => `That night, ${c.n} put the glasses on in front of the mirror, took them off, and put them on again.`]] },
  'gl.see': { m: [
    [(c) => `${c.N} put on the glasses and looked up.`, (c) => `With ${c.his} glasses on, ${c.n} could see every leaf!`, (c) => `Suddenly the world was sharp and bright.`],
    [(c) => `${c.He} could see birds, letters and faraway faces.`, (c) => `"Wow," ${c.he} whispered.`, (c) => `${c.His} eyes did not feel tired any more.`],
  ] },
  'gl.twist': { m: [
    [(c) => `At school, a boy laughed and called ${c.n} "four eyes".`, (c) => `A girl pointed at ${c.his} glasses and giggled.`],
    [(c) => `${c.N} felt hot and wanted to hide.`, (c) => `${c.N} looked at the floor.`],
  ], l: [[(c) => `${c.N} took a breath. "I can see the board now," ${c.he} said. "Can you read the tiny word in the corner?" The boy squinted. He could not. ${c.N} could.`, (c) => `The teacher heard, and at story time she put on her own glasses. "These help me read to you," she said. "Glasses are brilliant."`]] },
  'gl.friend': { m: [
    [(c) => `A classmate said, "Cool glasses!"`, (c) => `The teacher smiled. "I wear glasses too."`, (c) => `${c.His} friend asked to try them on.`],
    [(c) => `${c.N} grinned.`, (c) => `Lots of people wear glasses.`, (c) => `Nobody laughed any more.`],
  ] },
  'gl.end': { m: [
    [(c) => `Now ${c.n} wears ${c.his} glasses every day.`, (c) => `${c.N} loves ${c.his} glasses.`, (c) => `${c.N} sees the whole world clearly.`],
    [(c) => `And ${c.his} eyes are happy.`, (c) => `Glasses are just part of being ${c.n}.`, (c) => `${c.He} can see every star at night.`],
  ] },

  'ln.open': { m: [
    [(c) => `${c.N} came from far away to a new country.`, (c) => `It was ${c.s} first week at a new school.`, (c) => `${c.N} and ${c.his} family had moved to a new country.`],
    [(c) => `Everything was new: the streets, the food, the language.`, (c) => `${c.He} spoke another language at home.`, (c) => `At the new school, nobody spoke ${c.his} language.`],
  ], l: [[(c) => `${c.N} had left behind a home, a school and a language that fitted ${c.him} like a favourite jumper. Here, everything was a size too big: the building, the noise, the words.`]] },
  'ln.noise': { m: [
    [(c) => `In class, the words went by very fast.`, (c) => `The teacher talked, but ${c.n} did not understand.`, (c) => `The words sounded like music ${c.he} did not know.`],
    [(c) => `${c.He} could not speak English yet.`, (c) => `${c.He} nodded and smiled, but ${c.he} did not understand.`, (c) => `${c.His} head felt full and tired.`],
  ], l: [[(c) => `At home, ${c.n} knew hundreds of words: funny ones, long ones, words for every feeling. Here ${c.he} knew three. It felt like having ${c.his} voice locked in a box.`, (c) => `${c.N} watched faces and hands, trying to guess. A pointing finger meant "over there". A smile meant "it is all right". That helped a little.`]] },
  'ln.alone': { m: [
    [(c) => `At playtime, ${c.n} sat alone.`, (c) => `${c.N} missed ${c.his} old friends.`, (c) => `${c.N} felt lonely.`],
    [(c) => `${c.He} wanted to say hello, but how?`, (c) => `${c.He} watched the others play.`, (c) => `Without words, it was hard to join in.`],
  ], l: [[(c) => `In ${c.his} old school, ${c.n} had been the one who told jokes. Here, ${c.he} could not even ask where the toilets were. It was lonely to be funny inside and quiet outside.`]] },
  'ln.twist': { m: [
    [(c) => `One day the teacher asked ${c.n} a question in front of everyone.`, (c) => `Someone asked ${c.n} something, and everyone waited for an answer.`],
    [(c) => `${c.N} did not understand a single word.`, (c) => `${c.His} cheeks went hot.`],
  ], l: [[(c) => `The teacher saw, and drew a picture on the board instead: a sun and a question mark. "Weather?" she said slowly. ${c.N} pointed out of the window. "Sun," ${c.he} said. It was ${c.his} first word in class.`, (c) => `Then a girl at the next desk whispered, "It is okay. I did not speak English either, when I came." ${c.N} stared at her. She smiled.`]] },
  'ln.help': { m: [
    [(c) => `A classmate sat down next to ${c.n}.`, (c) => `A girl pointed at a ball and said, "Ball."`, (c) => `A boy showed ${c.n} a book with pictures and words.`],
    [(c) => `"Ball," said ${c.n}. They both smiled.`, (c) => `They pointed and named things: tree, sky, friend.`, (c) => `Learning words together was fun.`],
  ], l: [[(c) => `Every day they swapped words. ${c.N} learned window, lunch and Wednesday. The classmate learned how to say thank you in ${c.s} language, and said it badly, and they both laughed.`]] },
  'ln.learn': { m: [
    [(c) => `Every day, ${c.n} learned new words.`, (c) => `${c.N} said, "Hello! My name is ${c.named ? c.n : 'new here'}."`, (c) => `Little by little, ${c.n} could understand more.`],
    [(c) => `Hello, please, thank you, play.`, (c) => `${c.His} classmates clapped.`, (c) => `Words started to make sense.`],
  ], l: [[(c) => `One morning ${c.n} realised ${c.he} had understood a whole story without anyone explaining. ${c.He} had not even noticed the moment it happened. The words had simply started to fit.`]] },
  'ln.teach': { m: [
    [(c) => `Then ${c.n} taught the class a word from ${c.his} language.`, (c) => `${c.N} showed them how to say hello in ${c.his} language.`, (c) => `${c.N} taught a song from home.`],
    [(c) => `Everyone tried to say it.`, (c) => `Now they all knew two ways to say hello.`, (c) => `They laughed and tried again.`],
  ], l: [[(c) => `Now there were two languages in the classroom, and that made it richer. Some words did not translate at all, and the class decided that those were the most interesting ones.`]] },
  'ln.end': { m: [
    [(c) => `Now ${c.n} speaks two languages.`, (c) => `${c.N} has friends to play with.`, (c) => `Two languages, lots of friends.`],
    [(c) => `One for home, and one for school.`, (c) => `Every word ${c.he} ${c.v('learns', 'learn')} is a new door.`, (c) => `And ${c.his} own language is a treasure to share.`],
  ], l: [[(c) => `${c.N} still dreams in ${c.his} first language sometimes. ${c.He} ${c.v('knows', 'know')} now that ${c.he} ${c.v('does', 'do')} not have to choose. A person can have room for two languages, two homes and a great many friends.`]] },

  'fr.open': { m: [
    [(c) => `${c.N} was shy.`, (c) => `${c.N} wanted a friend more than anything.`, (c) => `Everyone ${c.where ?? 'in the park'} seemed to have a friend, except ${c.n}.`],
    [(c) => `${c.He} watched the others play together.`, (c) => `Playing alone was lonely.`, (c) => `${c.He} did not know how to start.`],
  ] },
  'fr.shy': { m: [
    [(c) => `${c.N} wanted to say hello, but the word got stuck.`, (c) => `${c.N} felt too shy to talk.`, (c) => `${c.N} hid behind a tree.`],
    [(c) => `${c.His} cheeks went pink.`, (c) => `What if they said no?`, (c) => `${c.He} looked at ${c.his} feet.`],
  ] },
  'fr.try': { m: [
    [(c) => `${c.N} walked up to a group playing a game.`, (c) => `${c.N} tried to join in.`, (c) => `${c.N} said a very small "hello".`],
    [(c) => `But nobody heard.`, (c) => `They ran off before ${c.he} could ask.`, (c) => `${c.He} stood there alone.`],
  ] },
  'fr.twist': { m: [
    [(c) => `${c.N} tried again, but ${c.he} tripped and everyone looked.`, (c) => `${c.N} asked to play, but the game was already full.`],
    [(c) => `${c.He} walked away with a lump in ${c.his} throat.`, (c) => `Being shy felt very hard.`],
  ], l: [[(c) => `${c.N} sat down by the pond and told a duck all about it. The duck did not answer, but it listened, and somehow ${c.n} felt a little braver.`, (c) => `"Making friends takes practice," ${c.g.n} had said. "Like riding a bike. You wobble first." ${c.N} decided to wobble one more time.`]] },
  'fr.meet': { m: [
    [(c) => `Then ${c.n} saw ${c.pal!.a}, sitting alone.`, (c) => `There was ${c.pal!.a}, who looked shy too.`, (c) => `Near the swings sat ${c.pal!.a}, all alone.`],
    [(c) => `${c.pal!.N} looked lonely.`, (c) => `Maybe ${c.pal!.n} needed a friend too.`, (c) => `${c.N} took a deep breath.`],
  ] },
  'fr.hello': { m: [
    [(c) => `"Hello," said ${c.n}. "Do you want to play?"`, (c) => `${c.N} walked over and said, "Hello!"`, (c) => `"Hi. What is your name?" asked ${c.n}.`],
    [(c) => `${c.pal!.N} smiled a big smile.`, (c) => `"Yes, please!" said ${c.pal!.n}.`, (c) => `${c.pal!.N} said hello back.`],
  ], l: [[(c) => `It turned out that ${c.pal!.n} was new, and shy, and had been hoping someone would come over. "I did not know what to say," ${c.pal!.n} admitted. "Me neither," said ${c.n}, and they both laughed.`, (c) => `They told each other their favourite things: colours, snacks, games. They liked almost all the same ones, and the ones they did not were the most interesting.`]] },
  'fr.play': { m: [
    [(c) => `${c.N} and ${c.pal!.n} played together all afternoon.`, (c) => `They played hide and seek together.`, (c) => `They built a sandcastle together.`],
    [(c) => `They laughed and laughed.`, (c) => `Playing together was the best.`, (c) => `${c.N} was not shy any more.`],
  ] },
  'fr.end': { m: [
    [(c) => `Now ${c.n} has a friend.`, (c) => `"See you tomorrow, friend!" said ${c.n}.`, (c) => `${c.N} and ${c.pal!.n} are best friends.`],
    [(c) => `All it took was one brave hello.`, (c) => `They wave goodbye and cannot wait to play again.`, (c) => `A friend makes every day brighter.`],
  ] },
};
