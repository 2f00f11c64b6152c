// One beat sequence per situation parents ask for (issue 10, item 2). Grief shapes are gentle: no triumph beat.
import { b, twist, type Shape } from './beat';

const home = 'a cosy home';

export const SITUATION_SHAPES: Shape[] = [
  { key: 'new-sibling', at: home, beats: [
    b('sib.open', 'calm', 'playing happily at home', 3), b('sib.news', 'curious', 'listening to big news about a baby'),
    b('sib.wait', 'happy', 'getting a little cot ready', 2), b('sib.worry', 'worried', 'sitting alone, looking unsure'),
    b('sib.arrive', 'warm', 'meeting the tiny new baby for the first time'), twist('sib.twist', 'sad', 'feeling left out while the grown-ups look after a crying baby'),
    b('sib.help', 'happy', 'helping to look after the baby', 1), b('sib.love', 'warm', 'getting a big hug'),
    b('sib.end', 'warm', 'proudly holding the baby’s tiny hand'),
  ] },
  { key: 'moving-home', at: home, beats: [
    b('mov.open', 'calm', 'playing in a much-loved bedroom', 3), b('mov.news', 'sad', 'hearing that the family will move'),
    b('mov.pack', 'worried', 'packing toys into cardboard boxes', 1), b('mov.bye', 'sad', 'waving goodbye to the old house'),
    b('mov.road', 'curious', 'looking out of the window of a moving van', 2, 'a road'), b('mov.new', 'worried', 'standing in an empty new room', undefined, 'a new house'),
    twist('mov.twist', 'sad', 'searching the boxes for something missing', 'a new house'), b('mov.find', 'happy', 'finding something good in the new place', 1, 'a new street'),
    b('mov.end', 'warm', 'falling asleep in a new bedroom full of familiar things', undefined, 'a new bedroom'),
  ] },
  { key: 'first-day', at: 'a classroom', beats: [
    b('day.open', 'curious', 'getting a bag ready the night before', 3, 'a bedroom'), b('day.worry', 'worried', 'holding a grown-up’s hand tight on the way', undefined, 'a street'),
    b('day.door', 'sad', 'saying goodbye at the classroom door'), b('day.teacher', 'calm', 'meeting a kind teacher', 2),
    twist('day.twist', 'worried', 'looking lost in a busy corridor', 'a school corridor'), b('day.play', 'happy', 'playing with a new classmate'),
    b('day.miss', 'sad', 'missing home for a moment, then feeling better', 1), b('day.end', 'happy', 'running to the grown-up at pick-up time'),
  ] },
  { key: 'pet-died', at: home, beats: [
    b('pet.open', 'warm', 'looking at a photo of a beloved pet', undefined), b('pet.news', 'sad', 'being held close while hearing sad news'),
    b('pet.feel', 'sad', 'sitting quietly with a grown-up', 2), b('pet.ask', 'calm', 'asking questions on a grown-up’s lap', 1),
    twist('pet.twist', 'sad', 'looking at an empty pet bed'), b('pet.remember', 'warm', 'sharing memories with the family'),
    b('pet.make', 'calm', 'making a memory box with drawings and a collar', 3), b('pet.end', 'warm', 'planting a flower in the garden', undefined, 'a garden'),
  ] },
  { key: 'grandparent-died', at: home, beats: [
    b('gp.open', 'warm', 'looking at a photo of a grandparent'), b('gp.news', 'sad', 'being held close while hearing sad news'),
    b('gp.feel', 'sad', 'sitting quietly in a grandparent’s favourite chair', 2), b('gp.ask', 'calm', 'asking where a grandparent has gone', 1),
    twist('gp.twist', 'sad', 'finding a grandparent’s old hat'), b('gp.remember', 'warm', 'sharing stories with the family'),
    b('gp.make', 'calm', 'making a memory book together', 3), b('gp.end', 'warm', 'looking at the evening stars together', undefined, 'a garden at dusk'),
  ] },
  { key: 'doctor', at: 'a doctor’s room', beats: [
    b('doc.open', 'calm', 'playing at home before the visit', 3, home), b('doc.worry', 'worried', 'worrying on the way to the doctor', undefined, 'a street'),
    b('doc.wait', 'curious', 'waiting in a waiting room with toys', 2, 'a waiting room'), b('doc.check', 'curious', 'listening to a heartbeat through a stethoscope'),
    twist('doc.twist', 'worried', 'hiding behind a grown-up'), b('doc.shot', 'brave', 'being brave for a quick injection'),
    b('doc.end', 'happy', 'proudly wearing a sticker', undefined, home),
  ] },
  { key: 'dentist', at: 'a dentist’s room', beats: [
    b('den.open', 'calm', 'brushing teeth in the morning', 3, 'a bathroom'), b('den.worry', 'worried', 'looking worried in the waiting room', undefined, 'a waiting room'),
    b('den.chair', 'curious', 'sitting in the big dentist’s chair'), b('den.count', 'calm', 'opening wide while the dentist counts teeth', 1),
    twist('den.twist', 'worried', 'hearing a buzzing tool'), b('den.clean', 'brave', 'having teeth cleaned with a tickly brush', 2),
    b('den.end', 'happy', 'smiling with a new toothbrush', undefined, home),
  ] },
  { key: 'potty', at: 'a bathroom', beats: [
    b('pot.open', 'calm', 'playing in a nappy', 3, home), b('pot.meet', 'curious', 'looking at a shiny new potty'),
    b('pot.try', 'calm', 'sitting on the potty with a book', 2), b('pot.oops', 'worried', 'having a little accident and being comforted', 1, home),
    twist('pot.twist', 'worried', 'running to the potty in a hurry', home), b('pot.done', 'happy', 'doing a wee in the potty'),
    b('pot.pants', 'happy', 'choosing new underwear', 1, 'a bedroom'), b('pot.end', 'happy', 'washing hands after flushing'),
  ] },
  { key: 'bedtime', at: 'a bedroom', beats: [
    b('bed.open', 'happy', 'playing at the end of the day', 3, home), b('bed.no', 'worried', 'saying no to bedtime'),
    b('bed.bath', 'happy', 'splashing in a warm bath', 2, 'a bathroom'), b('bed.pyj', 'calm', 'putting on pyjamas', 1),
    twist('bed.twist', 'worried', 'calling out for one more thing'), b('bed.story', 'sleepy', 'listening to a bedtime story'),
    b('bed.yawn', 'sleepy', 'yawning under a soft blanket'), b('bed.end', 'sleepy', 'fast asleep under a night-light'),
  ] },
  { key: 'fear-dark', at: 'a bedroom at night', beats: [
    b('dark.open', 'calm', 'getting ready for the night', 3), b('dark.out', 'worried', 'lying awake when the light goes out'),
    b('dark.shapes', 'worried', 'staring at strange shadows', 2), b('dark.help', 'calm', 'holding a torch with a grown-up'),
    twist('dark.twist', 'worried', 'hearing a creak in the dark'), b('dark.look', 'curious', 'finding that the shadows are just everyday things', 1),
    b('dark.stars', 'warm', 'looking at the moon and stars through the window'), b('dark.end', 'sleepy', 'sleeping peacefully in the dark'),
  ] },
  { key: 'fear-monsters', at: 'a bedroom at night', beats: [
    b('mon.open', 'calm', 'getting into bed', 3), b('mon.noise', 'worried', 'hearing a noise under the bed'),
    b('mon.scared', 'worried', 'hiding under the covers', 2), b('mon.look', 'brave', 'shining a torch under the bed'),
    twist('mon.twist', 'worried', 'seeing a big shadow on the wall'), b('mon.found', 'happy', 'finding only socks and toys', 1),
    b('mon.draw', 'happy', 'drawing a friendly monster'), b('mon.end', 'sleepy', 'sleeping bravely with a drawing nearby'),
  ] },
  { key: 'fear-water', at: 'a swimming pool', beats: [
    b('wat.open', 'calm', 'looking at the water from far away', 3), b('wat.scared', 'worried', 'standing stiffly at the edge of the water'),
    b('wat.toes', 'curious', 'dipping toes into the water', 2), b('wat.hold', 'calm', 'holding a grown-up’s hands in the water'),
    twist('wat.twist', 'worried', 'spluttering after a splash'), b('wat.float', 'brave', 'floating with arm bands', 1),
    b('wat.kick', 'happy', 'kicking and splashing'), b('wat.end', 'happy', 'smiling proudly in the water'),
  ] },
  { key: 'sharing', at: 'a playroom', beats: [
    b('sh.open', 'happy', 'playing side by side', 3), b('sh.want', 'worried', 'both reaching for the same toy'),
    b('sh.fight', 'sad', 'tugging a toy and crying'), b('sh.idea', 'calm', 'listening to an idea about taking turns'),
    b('sh.turns', 'calm', 'taking turns with a little sand timer', 1), twist('sh.twist', 'worried', 'waiting impatiently for a turn'),
    b('sh.together', 'happy', 'playing a game together', 2), b('sh.end', 'warm', 'sharing and laughing together'),
  ] },
  { key: 'telling-truth', at: home, beats: [
    b('tr.open', 'happy', 'playing with a ball indoors', 3), b('tr.break', 'worried', 'looking at a broken vase'),
    b('tr.hide', 'worried', 'hiding the pieces behind a cushion'), twist('tr.twist', 'worried', 'shaking head when a grown-up asks'),
    b('tr.heavy', 'sad', 'feeling heavy and unhappy', 1), b('tr.tell', 'brave', 'telling a grown-up the truth'),
    b('tr.glad', 'warm', 'getting a hug', 2), b('tr.end', 'happy', 'gluing the vase together'),
  ] },
  { key: 'two-homes', at: home, beats: [
    b('two.open', 'calm', 'standing between two houses', undefined, 'a street with two houses'), b('two.why', 'sad', 'talking with both parents'),
    b('two.mum', 'warm', 'playing at Mum’s house', 2, 'a cosy flat'), b('two.dad', 'warm', 'playing at Dad’s house', 2, 'a house with a garden'),
    twist('two.twist', 'sad', 'missing a favourite toy left in the other house'), b('two.bag', 'calm', 'packing a little bag to carry between the homes', 1),
    b('two.love', 'warm', 'getting a hug from both parents'), b('two.end', 'warm', 'smiling at home'),
  ] },
  { key: 'wheelchair', at: 'a playground', beats: [
    b('wh.open', 'happy', 'zooming along in a wheelchair', 3), b('wh.want', 'curious', 'watching other children play'),
    b('wh.doubt', 'worried', 'being left at the side', undefined), twist('wh.twist', 'sad', 'stopped by steps with no ramp'),
    b('wh.idea', 'brave', 'showing a clever way to join in'), b('wh.play', 'happy', 'playing with everyone', 1),
    b('wh.end', 'happy', 'spinning happily with new friends'),
  ] },
  { key: 'glasses', at: home, beats: [
    b('gl.open', 'curious', 'squinting at blurry things', 3), b('gl.test', 'curious', 'reading letters at the optician', undefined, 'an optician’s shop'),
    b('gl.pick', 'happy', 'choosing glasses frames', 2, 'an optician’s shop'), b('gl.worry', 'worried', 'worrying about what the others will say'),
    b('gl.see', 'happy', 'seeing everything clearly for the first time', 1, 'a park'), twist('gl.twist', 'sad', 'being laughed at by another child', 'a classroom'),
    b('gl.friend', 'warm', 'hearing a friend say the glasses look great', undefined, 'a classroom'), b('gl.end', 'happy', 'smiling in new glasses', undefined, 'a classroom'),
  ] },
  { key: 'new-language', at: 'a classroom', beats: [
    b('ln.open', 'curious', 'arriving at a new school', 3, 'a school gate'), b('ln.noise', 'worried', 'listening to words that sound strange'),
    b('ln.alone', 'sad', 'sitting alone at playtime', 2, 'a playground'), twist('ln.twist', 'sad', 'not understanding a question in class'),
    b('ln.help', 'warm', 'a classmate pointing at things and naming them'), b('ln.learn', 'happy', 'saying first new words', 1),
    b('ln.teach', 'happy', 'teaching a word from home'), b('ln.end', 'happy', 'laughing with friends', undefined, 'a playground'),
  ] },
  { key: 'making-friend', at: 'a park', beats: [
    b('fr.open', 'calm', 'watching others from a distance', 3), b('fr.shy', 'worried', 'feeling too shy to say hello'),
    b('fr.try', 'worried', 'trying to join a game', 2), twist('fr.twist', 'sad', 'walking away after a try goes wrong'),
    b('fr.meet', 'curious', 'noticing someone else alone'), b('fr.hello', 'brave', 'saying hello'),
    b('fr.play', 'happy', 'playing together', 1), b('fr.end', 'warm', 'waving goodbye to a new friend'),
  ] },
];
