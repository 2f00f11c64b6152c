// English beats for doctor and dentist visits, potty training and bedtime.
import type { BeatText } from '../pack';
import type { En } from './context';

type T = Record<string, BeatText<En>>;

export const VISITS: T = {
  'doc.open': { m: [
    [(c) => `Today ${c.n} is going to the doctor for a check-up.`, (c) => `${c.N} had a doctor’s visit today.`, (c) => `"We are seeing the doctor this morning," said ${c.g.n}.`],
    [(c) => `${c.He} might need a little injection to keep ${c.him} healthy.`, (c) => `It was time for ${c.his} vaccination, to stop germs making ${c.him} ill.`, (c) => `The doctor helps keep everyone healthy.`],
  ] },
  'doc.worry': { m: [
    [(c) => `${c.N} felt worried on the way to the clinic.`, (c) => `"Will the shot hurt?" asked ${c.n}.`, (c) => `${c.N} walked slower and slower.`],
    [(c) => `"It pinches for a moment, then it is over," said ${c.g.n}.`, (c) => `"I will hold your hand the whole time," said ${c.g.n}.`, (c) => `"Being scared is fine. Brave means doing it anyway," said ${c.g.n}.`],
  ], l: [[(c) => `"Why do I need a shot?" ${c.he} asked. "It teaches your body to fight germs before they come," said ${c.g.n}. "Like practising for a race."`, (c) => `${c.N} squeezed ${c.g.s} hand. "Can I bring my teddy?" ${c.he} asked. "Of course," said ${c.g.n}.`]] },
  'doc.wait': { m: [
    [(c) => `In the waiting room, there were books and a fish tank.`, (c) => `They waited for ${c.his} name to be called.`, (c) => `A nurse smiled and waved at ${c.n}.`],
    [(c) => `${c.N} counted the orange fish: one, two, three.`, (c) => `${c.He} read a book about a bear at the doctor.`, (c) => `The waiting room was warm and quiet.`],
  ] },
  'doc.check': { m: [
    [(c) => `The doctor let ${c.n} listen through the stethoscope.`, (c) => `The doctor listened to ${c.his} heartbeat.`, (c) => `The doctor took ${c.his} temperature.`],
    [(c) => `Ba-dum, ba-dum went the heartbeat!`, (c) => `"Strong and healthy," said the doctor.`, (c) => `The doctor looked in ${c.his} ears with a little light.`],
  ], l: [[(c) => `"Do you want to hear your own heart?" asked the doctor, and put the cold stethoscope on ${c.his} chest. ${c.N} giggled. It sounded like a tiny drum.`, (c) => `"Say aah," said the doctor, and looked at ${c.his} throat. "Perfect. Now let us check those knees." Tap, tap, and ${c.his} leg jumped!`]] },
  'doc.twist': { m: [
    [(c) => `When the nurse brought the injection, ${c.n} hid behind ${c.g.n}.`, (c) => `Then ${c.n} saw the needle and started to cry.`],
    [(c) => `"I do not want it!" ${c.he} said.`, (c) => `${c.His} heart went very fast.`],
  ], l: [[(c) => `The nurse did not hurry. "Shall we count together first?" she asked. "And you can choose which arm." ${c.N} thought about it and chose.`, (c) => `"It is all right to be scared," said the doctor. "Shall I show you on your teddy first?" Teddy had the shot and did not mind at all.`]] },
  'doc.shot': { m: [
    [(c) => `${c.N} held ${c.g.s} hand and looked at the fish.`, (c) => `One, two, three — a little pinch, and the shot was done!`, (c) => `${c.N} took a big breath and was brave.`],
    [(c) => `It was over very fast.`, (c) => `"Was that it?" ${c.he} asked, surprised.`, (c) => `The nurse put on a plaster with stars.`],
  ] },
  'doc.end': { m: [
    [(c) => `${c.N} got a sticker that said "I was brave".`, (c) => `The doctor gave ${c.n} a shiny sticker.`, (c) => `On the way home, ${c.n} wore ${c.his} sticker proudly.`],
    [(c) => `Now ${c.his} body is ready to fight germs.`, (c) => `"Next time I will not be so worried," said ${c.n}.`, (c) => `At home, ${c.he} played doctor with ${c.his} toys.`],
  ] },

  'den.open': { m: [
    [(c) => `${c.N} brushed ${c.his} teeth extra well this morning.`, (c) => `Today is ${c.n}’s very first visit to the dentist.`, (c) => `"The dentist will count your teeth," said ${c.g.n}.`],
    [(c) => `Brush, brush, brush, up and down.`, (c) => `${c.He} wondered how many teeth ${c.he} had.`, (c) => `${c.He} did not know what a dentist did.`],
  ] },
  'den.worry': { m: [
    [(c) => `In the waiting room, ${c.n} felt scared.`, (c) => `"Will it hurt?" ${c.n} whispered.`, (c) => `${c.N} held ${c.g.s} hand very tight.`, (c) => `${c.N} sat very still on the waiting-room chair, swinging ${c.his} legs.`, (c) => `The waiting room smelled of mint, and ${c.n} felt a little wobbly.`],
    [(c) => `"The dentist only looks and counts," said ${c.g.n}.`, (c) => `"You can raise your hand if you want a break," said ${c.g.n}.`, (c) => `${c.g.N} gave ${c.him} a squeeze.`, (c) => `"Nothing will happen without the dentist telling you first," said ${c.g.n}.`, (c) => `${c.g.N} read ${c.him} a comic to pass the time.`],
  ], l: [[(c) => `A boy came out of the door, smiling, with a sticker on his shirt. "It tickles," he told ${c.n}. That made ${c.him} feel a little better.`, (c) => `"Dentists help keep teeth strong," said ${c.g.n}. "They want your smile to last a long time."`]] },
  'den.chair': { m: [
    [(c) => `The dentist had a big chair that went up and down.`, (c) => `${c.N} climbed into the big dentist’s chair.`, (c) => `Whirr! The chair went up, up, up.`, (c) => `The dentist patted the big chair. "Hop up. It is like a spaceship seat."`],
    [(c) => `There was a bright lamp and a tiny mirror.`, (c) => `The dentist wore a mask and had smiling eyes.`, (c) => `"Comfy?" asked the dentist.`, (c) => `A poster of smiling teeth hung on the ceiling.`],
  ] },
  'den.count': { m: [
    [(c) => `"Open wide like a lion," said the dentist.`, (c) => `The dentist counted ${c.his} teeth with a tiny mirror.`, (c) => `${c.N} opened ${c.his} mouth very wide.`],
    [(c) => `"Twenty teeth, all shiny!" said the dentist.`, (c) => `It did not hurt at all.`, (c) => `The mirror felt cool and funny.`, (c) => `"Those are strong teeth," said the dentist.`],
  ], l: [[(c) => `The dentist gave ${c.n} a hand mirror too, so ${c.he} could watch. There were ${c.his} teeth, all in a row, like little white stones.`, (c) => `"Do you know what teeth are for?" asked the dentist. "Biting, chewing and smiling," said ${c.n}. "Exactly," said the dentist.`]] },
  'den.twist': { m: [
    [(c) => `Then a little tool started to buzz, and ${c.n} closed ${c.his} mouth tight.`, (c) => `A slurpy straw made a loud noise, and ${c.n} jumped.`],
    [(c) => `${c.He} raised ${c.his} hand for a break.`, (c) => `${c.His} heart beat fast.`],
  ], l: [[(c) => `The dentist stopped at once. "That is just my water straw. It slurps up water, like you with a milkshake. Want to hold it?" ${c.N} held it, and it tickled ${c.his} finger.`, (c) => `"You did the right thing," said the dentist. "Raise your hand whenever you like. We go at your speed."`]] },
  'den.clean': { m: [
    [(c) => `The dentist cleaned ${c.his} teeth with a tickly brush.`, (c) => `Brrr went the little brush on ${c.his} teeth.`, (c) => `${c.N} rinsed ${c.his} mouth with water.`, (c) => `The dentist polished each tooth until it shone.`],
    [(c) => `It tasted of strawberries.`, (c) => `${c.N} giggled. It tickled!`, (c) => `"All done," said the dentist.`],
  ] },
  'den.end': { m: [
    [(c) => `${c.N} got a new toothbrush and a sticker.`, (c) => `"You were very brave," said the dentist.`, (c) => `${c.N} smiled a big shiny smile.`, (c) => `${c.N} climbed down from the chair, feeling tall.`],
    [(c) => `Now ${c.he} ${c.v('brushes', 'brush')} ${c.his} teeth every morning and night.`, (c) => `"I like the dentist now," said ${c.n}.`, (c) => `Next time, ${c.he} will not be scared.`, (c) => `${c.He} cannot wait to show off ${c.his} clean teeth.`],
  ] },

  'pot.open': { m: [
    [(c) => `${c.N} wears a nappy.`, (c) => `${c.N} is getting big.`, (c) => `${c.N} watched the big children go to the toilet.`],
    [(c) => `But big children use the potty.`, (c) => `Maybe ${c.he} can try too.`, (c) => `Nappies are for babies, ${c.he} thought.`],
  ] },
  'pot.meet': { m: [
    [(c) => `${c.g.N} brought a brand new potty.`, (c) => `Here is ${c.s} own potty!`, (c) => `The potty was shiny and red.`],
    [(c) => `${c.N} sat on it with ${c.his} clothes on, just to see.`, (c) => `${c.His} teddy tried it first.`, (c) => `"Is this for me?" ${c.he} asked.`],
  ] },
  'pot.try': { m: [
    [(c) => `${c.N} sat on the potty and waited.`, (c) => `${c.N} sat and read a book on the potty.`, (c) => `Nothing came yet.`],
    [(c) => `That is all right. Trying is good!`, (c) => `"We can try again later," said ${c.g.n}.`, (c) => `${c.He} sang a song while ${c.he} waited.`],
  ] },
  'pot.oops': { m: [
    [(c) => `Oops! A wee came in ${c.his} pants.`, (c) => `Oh no, a little accident on the floor!`, (c) => `${c.N} did not get to the potty in time.`],
    [(c) => `"That is okay. Everybody has accidents," said ${c.g.n}.`, (c) => `They cleaned up and tried again.`, (c) => `Nobody was cross.`],
  ] },
  'pot.twist': { m: [
    [(c) => `One day at the park, ${c.n} needed the toilet in a hurry.`, (c) => `In the middle of playing, ${c.n} felt the wee coming.`],
    [(c) => `${c.He} ran as fast as ${c.he} could.`, (c) => `${c.He} shouted, "Potty, now!"`],
  ] },
  'pot.done': { m: [
    [(c) => `Then ${c.n} did a wee in the potty!`, (c) => `Tinkle, tinkle — a wee in the potty!`, (c) => `${c.N} did a poo in the potty!`],
    [(c) => `${c.He} helped to flush it down the toilet. Whoosh!`, (c) => `${c.g.N} clapped and ${c.n} danced.`, (c) => `Then ${c.he} washed ${c.his} hands.`],
  ] },
  'pot.pants': { m: [
    [(c) => `${c.N} chose big-kid underwear with dinosaurs.`, (c) => `No more nappy! ${c.N} has new pants.`, (c) => `${c.N} picked pants with stars on them.`],
    [(c) => `They were soft and bright.`, (c) => `${c.He} showed everybody.`, (c) => `${c.He} felt very grown up.`],
  ] },
  'pot.end': { m: [
    [(c) => `Now ${c.n} uses the potty every day.`, (c) => `Wee, flush, wash hands — ${c.n} can do it all.`, (c) => `${c.N} is a potty star.`],
    [(c) => `Sometimes there is an accident, and that is fine.`, (c) => `${c.He} ${c.v('is', 'are')} very proud.`, (c) => `Well done, ${c.n}!`],
  ] },

  'bed.open': { m: [
    [(c) => `The sun went down, and the sky turned pink.`, (c) => `It was the end of a busy day.`, (c) => `${c.N} played and played all afternoon.`],
    [(c) => `Soon it would be time for bed.`, (c) => `${c.N} was still full of beans.`, (c) => `The toys were tired, even if ${c.n} was not.`],
  ] },
  'bed.no': { m: [
    [(c) => `"Bedtime," said ${c.g.n}. "No!" said ${c.n}.`, (c) => `${c.N} did not want to go to bed.`, (c) => `${c.N} hid behind the sofa. No sleep tonight!`],
    [(c) => `${c.He} wanted to play some more.`, (c) => `${c.He} ${c.v('was', 'were')} not tired, not one bit.`, (c) => `"Just one more game," ${c.he} said.`],
  ] },
  'bed.bath': { m: [
    [(c) => `First, a warm bath with bubbles.`, (c) => `Splish, splash went ${c.n} in the bath.`, (c) => `The rubber duck floated in the bath.`],
    [(c) => `The water was warm and cosy.`, (c) => `Bubbles everywhere!`, (c) => `Then a fluffy towel.`],
  ] },
  'bed.pyj': { m: [
    [(c) => `Next, soft pyjamas with moons on them.`, (c) => `${c.N} put on ${c.his} pyjamas.`, (c) => `Arms in, legs in — pyjamas on!`],
    [(c) => `Then brush teeth, top and bottom.`, (c) => `So soft and snug.`, (c) => `${c.N} gave a little yawn.`],
  ] },
  'bed.twist': { m: [
    [(c) => `In bed, ${c.n} called, "I need a drink of water!"`, (c) => `"One more story!" called ${c.n}.`],
    [(c) => `Then ${c.he} needed a hug. Then ${c.his} teddy.`, (c) => `${c.g.N} came back, patient and kind.`],
  ] },
  'bed.story': { m: [
    [(c) => `${c.g.N} read a story about a sleepy owl.`, (c) => `Time for one bedtime story.`, (c) => `${c.N} snuggled up for a story.`],
    [(c) => `The owl yawned, and so did ${c.n}.`, (c) => `The words were soft and slow.`, (c) => `${c.His} eyes began to close.`],
  ] },
  'bed.yawn': { m: [
    [(c) => `${c.g.N} sang a lullaby and tucked ${c.him} in.`, (c) => `A big yawn. ${c.N} was sleepy now.`, (c) => `${c.His} eyelids felt heavy.`],
    [(c) => `The night-light glowed like a little moon.`, (c) => `The blanket was warm.`, (c) => `${c.He} ${c.v('was', 'were')} tired after all.`],
  ] },
  'bed.end': { m: [
    [(c) => `Goodnight, ${c.n}. Sleep tight.`, (c) => `Soon ${c.n} was fast asleep in ${c.his} bed.`, (c) => `${c.N} fell asleep with teddy.`],
    [(c) => `Sweet dreams until the morning.`, (c) => `The moon kept watch outside.`, (c) => `Shh. Everyone is asleep now.`],
  ] },
};
