// English beats for the wish or problem arc, and the quiet interludes that stretch any story.
import type { BeatText } from '../pack';
import type { En } from './context';

type T = Record<string, BeatText<En>>;

const at = (c: En) => c.where ?? 'at home';

export const ARC: T = {
  'arc.open': { m: [
    [(c) => `Once there was ${c.a}${c.named && !c.person ? `, ${c.thing === 'child' ? 'a child' : `a little ${c.thing}`},` : ''} who lived ${at(c)}.`, (c) => `${c.N} lived ${at(c)}.`, (c) => c.where && `Every day ${c.where}, ${c.n} was busy from morning till night.`],
    [(c) => c.pal && `${c.His} best friend was ${c.pal.n}.`, (c) => c.kin && `${c.kin.N} was never far away.`, (c) => `${c.He} had a big heart and a head full of ideas.`, (c) => `Every day was full of little things to do.`],
  ], l: [[(c) => `${c.He} knew every path and every corner ${c.where ?? 'around home'}, and ${c.he} liked to watch the sky change from morning blue to evening gold. But lately ${c.he} had begun to wonder what lay further away.`, (c) => `People who knew ${c.n} said ${c.he} ${c.v('was', 'were')} the kind who noticed things: a new flower, a changed sound, a friend who looked a little sad.`]] },
  'arc.want': { m: [
    [(c) => c.trouble && `But there was a problem: ${c.n} ${c.trouble}.`, (c) => c.not && `Everyone thought ${c.n} should ${c.not}, but ${c.he} did not want that at all.`, (c) => !c.trouble && c.to && `More than anything, ${c.n} wanted to ${c.to}.`, (c) => c.trouble && `${c.N} ${c.trouble}, and it made ${c.him} sad.`,
      (c) => !c.trouble && !c.to && c.pal && `${c.N} and ${c.pal.n} did everything together${c.where ? ` ${c.where}` : ''}.`, (c) => !c.trouble && !c.to && c.kin && `${c.N} loved the days with ${c.kin.n} best of all.`,
      (c) => !c.trouble && !c.to && `${c.N} found something new to look at every day${c.where ? ` ${c.where}` : ''}.`, (c) => !c.trouble && !c.to && `Nothing ${c.where ?? 'at home'} was ever quite the same two days running, and ${c.n} loved that.`, (c) => !c.trouble && !c.to && `${c.N} had a favourite spot ${c.where ?? 'at home'}, and a hundred questions about it.`],
    [(c) => c.wish && `${c.He} wanted to ${c.to}.`, (c) => c.say && `"One day I will ${c.say}," ${c.he} said.`, (c) => c.wish && `${c.He} dreamed about it every night.`],
  ], s: [[(c) => c.trouble && c.wish && `${c.N} ${c.trouble}. ${c.He} wanted to ${c.to}.`, (c) => c.trouble && !c.wish && c.say && `${c.N} ${c.trouble}. "One day I will ${c.say}," ${c.he} said.`, (c) => c.trouble && `${c.N} ${c.trouble}.`, (c) => !c.trouble && c.to && `${c.N} wanted to ${c.to}, more than anything.`,
    (c) => !c.trouble && !c.to && `${c.N} liked ${c.place ?? 'home'} best of all.`]], l: [[(c) => c.wish && `${c.He} thought about it while ${c.he} worked and while ${c.he} rested. The wish grew bigger every day, until ${c.he} could not keep it inside any longer.`, (c) => c.wish && `Some said it could not be done. ${c.N} listened politely, and then ${c.he} thought, "We will see."`]] },
  'arc.go': { m: [
    [(c) => `So one morning, ${c.n} set off.`, (c) => `${c.N} packed a bag and set off.`, (c) => c.pal && `${c.N} and ${c.pal.n} set off together.`, (c) => c.kin && `${c.N} and ${c.kin.n} set off together.`],
    [(c) => `The way was long, but ${c.he} felt brave.`, (c) => `"Here I go," ${c.he} said.`, (c) => `The sun was shining, and the road was open.`],
  ], l: [[(c) => `${c.He} did not know exactly how far it was, or what ${c.he} would meet on the way. That was a little scary, and also the most exciting thing ${c.he} had ever felt.`, (c) => `${c.g.N} waved until ${c.n} was only a dot in the distance. "Be careful," ${c.g.n} called. "And be brave."`]] },
  'arc.hard': { m: [
    [(c) => c.doing && `But ${c.doing} was harder than it looked.`, (c) => c.trouble && `It was not easy, because ${c.n} ${c.trouble}.`, (c) => !c.doing && !c.trouble && `Soon there was a big problem.`, (c) => c.lost && `${c.N} looked everywhere for ${c.lost.n}, but ${c.lost.n} was nowhere to be seen.`],
    [(c) => `${c.N} tried, and it did not work.`, (c) => c.doing && `${c.N} tried once, then twice, and it still would not work.`, (c) => c.trouble && `Every time ${c.n} thought about it, ${c.his} tummy went tight.`, (c) => `${c.He} felt small and unsure.`, (c) => `A cold wind began to blow.`],
  ], l: [[(c) => `"Maybe this was a silly idea," ${c.he} whispered. ${c.His} legs were tired, and ${c.his} heart felt heavy. But somewhere inside, a small voice said: not yet.`, (c) => c.wish && `${c.N} sat down to think. Giving up would be easy. Going home would be easy. But ${c.he} still wanted to ${c.to}.`, (c) => !c.wish && `${c.N} sat down to think. There had to be a way, and ${c.he} would find it.`]] },
  'arc.twist': { m: [
    [(c) => `Then a storm rolled in, dark and loud.`, (c) => `Then the path split in two, and ${c.n} did not know which way to go.`],
    [(c) => `${c.N} had to choose, and quickly.`, (c) => `Things had never looked so hard.`],
  ], l: [[(c) => `${c.N} remembered what ${c.g.n} always said: "When you do not know the way, stop, look and listen." So ${c.he} stopped. ${c.He} looked. And ${c.he} listened, until ${c.he} heard something that pointed the way.`, (c) => `For a moment ${c.he} wanted to turn back. Then ${c.he} thought of everyone waiting, took a deep breath and chose the harder way, the one that led forward.`]] },
  'arc.help': { m: [
    [(c) => c.pal && `${c.pal.N} came to help.`, (c) => c.kin && `${c.kin.N} held out a hand.`, (c) => `A friendly bird showed ${c.n} the way.`, (c) => `${c.g.N} came by with a good idea.`],
    [(c) => `"We can do it together," said a kind voice.`, (c) => `Together, it felt easier.`, (c) => `Help makes a hard thing lighter.`],
  ], l: [[(c) => `"Why did you come?" asked ${c.n}. "Because that is what friends do," came the answer. They shared a snack and made a plan.`]] },
  'arc.turn': { m: [
    [(c) => `${c.N} took a deep breath and tried again.`, (c) => `${c.N} did not give up.`, (c) => `This time, ${c.n} tried a new way.`],
    [(c) => `One step, then another.`, (c) => `${c.He} ${c.v('was', 'were')} brave, even though ${c.he} ${c.v('was', 'were')} a little scared.`, (c) => `Slowly, it began to work.`],
  ], l: [[(c) => `This time ${c.he} went slowly and carefully, thinking about what had gone wrong before. A mistake, ${c.he} realised, is just a lesson wearing a disguise.`, (c) => `"I can do hard things," ${c.he} said out loud, and saying it made it a little more true.`]] },
  'arc.reach': { m: [
    [(c) => c.did && `And at last, ${c.n} ${c.did}!`, (c) => c.did && `Then, at long last, ${c.n} ${c.did}.`, (c) => c.mended && `Now ${c.n} ${c.mended}.`, (c) => !c.did && !c.mended && `And in the end, everything ${c.where ?? 'at home'} was just right.`, (c) => !c.did && !c.mended && `By the end of the day, ${c.n} felt happy all the way down to ${c.his} toes.`, (c) => !c.did && !c.mended && `What a day it had been ${c.where ?? 'at home'}!`],
    [(c) => `It was even better than ${c.he} had dreamed.`, (c) => c.did && `${c.N} had done it, all by ${c.self}.`, (c) => c.mended && `${c.N} could hardly believe how easy it felt now.`, (c) => `${c.N} laughed out loud with joy.`, (c) => `What a wonderful feeling!`],
  ], l: [[(c) => `${c.N} stood still and took it all in, so that ${c.he} would remember it for ever: the colours, the sounds, the happy thump of ${c.his} own heart.`]] },
  'arc.end': { m: [
    [(c) => `That night, ${c.n} went home, tired and happy.`, (c) => `${c.N} could not wait to tell everyone.`, (c) => `Back home, ${c.n} smiled a big, sleepy smile.`],
    [(c) => `Anything is possible with a brave heart.`, (c) => `It was the best day ever.`, (c) => `And tomorrow? Who knows what ${c.he} will do next!`],
  ], l: [[(c) => `Later, telling the whole story to ${c.g.n}, ${c.n} realised that the best part was not the end at all. It was finding out that ${c.he} could keep going when things got hard.`, (c) => `That night, ${c.he} lay awake for a while, smiling in the dark, already wondering what the next adventure might be.`]] },

  'i.notice': { m: [
    [(c) => `${c.N} stopped for a moment and looked around.`, (c) => `Outside, a bird sang on a branch.`, (c) => `For a while, everything was still.`],
    [(c) => `${c.He} noticed little things: a snail, a cloud, a shiny stone.`, (c) => `It was nice to stop and look.`, (c) => `The world was full of small surprises.`],
  ], l: [[(c) => `It is easy to rush past things when you are busy. But when ${c.n} slowed down, the world seemed to open up, full of tiny details nobody else had noticed.`]] },
  'i.talk': { m: [
    [(c) => `${c.N} talked with ${c.g.n} about the day.`, (c) => `${c.g.N} asked, "How are you feeling?"`, (c) => `${c.N} told ${c.g.n} what ${c.he} ${c.v('was', 'were')} thinking.`],
    [(c) => `It helped to say things out loud.`, (c) => `${c.g.N} listened carefully.`, (c) => `Talking made the feelings smaller.`],
  ], l: [[(c) => `"You do not have to have all the answers," said ${c.g.n}. "You just have to keep asking good questions." ${c.N} thought about that for a long time.`]] },
  'i.rest': { m: [
    [(c) => `${c.N} sat down to rest.`, (c) => `There was time for a drink and a snack.`, (c) => `${c.N} had a little rest.`],
    [(c) => `Resting is important too.`, (c) => `${c.He} felt a bit better afterwards.`, (c) => `Then ${c.he} ${c.v('was', 'were')} ready to go on.`],
  ], l: [[(c) => `${c.N} let ${c.his} thoughts drift like leaves on a stream. After a while, the tired feeling faded, and a new idea began to grow.`]] },
  'i.think': { m: [
    [(c) => `${c.N} had a quiet think.`, (c) => `${c.N} closed ${c.his} eyes and thought hard.`, (c) => `${c.N} remembered something ${c.g.n} once said.`],
    [(c) => `"Little steps still move you forward."`, (c) => `Thinking helps.`, (c) => `"You are braver than you know."`],
  ], l: [[(c) => `Sometimes the answer does not come when you chase it. It comes when you sit still and let it find you. ${c.N} waited, and the answer came.`]] },
  'i.small': { m: [
    [(c) => `${c.N} hummed a little song.`, (c) => `${c.N} found a smooth pebble and kept it.`, (c) => `${c.N} counted the clouds in the sky.`],
    [(c) => `Small things can make a big difference.`, (c) => `It made ${c.him} smile.`, (c) => `It was a good moment.`],
  ], l: [[(c) => `It was not a big moment, but it was a good one, and ${c.n} tucked it away to remember later, like a treasure in a pocket.`]] },
  'i.window': { m: [
    [(c) => `${c.N} looked out of the window for a while.`, (c) => `${c.N} watched the clouds drift by.`, (c) => `${c.N} pressed ${c.his} nose to the window.`],
    [(c) => `The sky was big and full of shapes.`, (c) => `A cloud looked like a sleeping cat.`, (c) => `Far away, a bird was flying home.`],
  ], l: [[(c) => `There is something about looking out of a window that makes thoughts go slower and clearer. By the time ${c.n} looked away, ${c.his} head felt tidier than before.`]] },
  'i.hand': { m: [
    [(c) => `${c.N} held ${c.g.s} hand for a while.`, (c) => `${c.g.N} sat close to ${c.n}.`, (c) => `${c.N} leaned against ${c.g.n}.`],
    [(c) => `Neither of them needed to say anything.`, (c) => `It felt good to be close.`, (c) => `Being together was enough.`],
  ], l: [[(c) => `Some moments do not need words. ${c.N} could feel ${c.g.s} steady breathing, and little by little ${c.his} own breathing slowed to match it.`]] },
  'i.tomorrow': { m: [
    [(c) => `${c.N} wondered what tomorrow would bring.`, (c) => `${c.N} thought about the days ahead.`, (c) => `${c.N} made a little plan in ${c.his} head.`],
    [(c) => `Tomorrow is always a new start.`, (c) => `One day at a time, ${c.g.n} always said.`, (c) => `It was good to know that something nice was coming.`],
  ], l: [[(c) => `${c.N} did not know everything that would happen next, and that was all right. Nobody does. What ${c.he} knew was enough to take the next small step.`]] },
};
