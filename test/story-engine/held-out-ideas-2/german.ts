import type { HeldOutIdea } from '../held-out-ideas/types';

export const german: HeldOutIdea[] = [
  {
    id: 'de2-1',
    idea: 'geschichte für unsere tochter frieda (5): sie bastelt für st. martin eine laterne aus einer käseschachtel und transparentpapier, es soll ein igel werden. opa heinz hilft ihr beim kleben und dann gehen alle zum laternenumzug',
    request: { ageRange: '4-7', language: 'german', pageCount: 10, style: 'paper_cut' },
    characters: [
      { name: 'Frieda', kind: 'child' },
      { name: 'Heinz', forms: ['Opa Heinz', 'Opa'], kind: 'grandparent' },
    ],
    keys: [
      { what: 'lantern', kind: 'thing', forms: ['laterne'] },
      { what: 'hedgehog lantern', kind: 'thing', forms: ['igel'] },
      { what: 'cheese box', kind: 'material', forms: ['käseschachtel', 'schachtel'] },
      { what: 'tissue paper', kind: 'material', forms: ['transparentpapier'] },
      { what: 'lantern procession', kind: 'activity', forms: ['laternenumzug', 'umzug', 'martinsumzug', 'laternenlauf'] },
    ],
    notNames: ['Igel', 'Laterne'],
    goal: 'Frieda and Opa Heinz make a hedgehog lantern from a cheese box for the St. Martin procession',
    covers: ['holiday', 'material', 'goal', 'family'],
  },
  {
    id: 'de2-2',
    idea: 'für unseren kleinen jonas (2 jahre). er hat einen kuschelhasen der heißt möhre und die zwei gehen abends baden, zähne putzen und dann ins bett',
    request: { ageRange: '0-3', language: 'german', pageCount: 6, style: 'watercolor' },
    characters: [
      { name: 'Jonas', kind: 'child' },
      { name: 'Möhre', kind: 'toy' },
    ],
    keys: [
      { what: 'bath', kind: 'activity', forms: ['bad', 'baden', 'badewanne'] },
      { what: 'brushing teeth', kind: 'activity', forms: ['zähne', 'zahn', 'putz'] },
      { what: 'bed', kind: 'thing', forms: ['bett'] },
    ],
    notNames: ['Hase', 'Kuschelhase'],
    goal: 'Jonas and his cuddly rabbit Möhre go through bath, teeth and bed',
    covers: ['toy'],
  },
  {
    id: 'de2-3',
    idea: 'mein sohn emil (9) fragt warum der himmel beim sonnenuntergang rot oder orange wird aber mittags blau ist. wir waren letzte woche an der ostsee in warnemünde und haben das am strand gesehen',
    request: { ageRange: '8-12', language: 'german', pageCount: 12, style: 'oil_painting' },
    characters: [
      { name: 'Emil', kind: 'child' },
    ],
    keys: [
      { what: 'Baltic Sea', kind: 'place', forms: ['ostsee'] },
      { what: 'Warnemuende', kind: 'place', forms: ['warnemünde'] },
      { what: 'sunset', kind: 'time', forms: ['sonnenuntergang'] },
      { what: 'beach', kind: 'place', forms: ['strand'] },
    ],
    notNames: ['Ostsee', 'Warnemünde'],
    question: { asks: 'Why is the sky red at sunset but blue at noon?', answerForms: ['licht', 'luft', 'strahl', 'teilchen', 'streu', 'atmosph'] },
    goal: 'Emil finds out on the beach at Warnemünde why sunsets are red',
    covers: ['question', 'place'],
  },
  {
    id: 'de2-4',
    idea: 'lotte ist 6 und hat asthma, sie hat ein spray mit so einer kammer (inhalator) und will beim sportfest in der schule unbedingt beim staffellauf mitmachen. ihr bester freund ali läuft auch mit',
    request: { ageRange: '4-7', language: 'german', pageCount: 8, style: 'comic_style' },
    characters: [
      { name: 'Lotte', kind: 'child', aids: [{ what: 'inhaler', forms: ['inhalator', 'asthmaspray', 'spray'] }] },
      { name: 'Ali', kind: 'friend' },
    ],
    keys: [
      { what: 'relay race', kind: 'activity', forms: ['staffel'] },
      { what: 'sports day', kind: 'time', forms: ['sportfest'] },
      { what: 'school', kind: 'place', forms: ['schule'] },
    ],
    notNames: ['Asthma', 'Staffel'],
    goal: 'Lotte, with her asthma inhaler, runs the relay at school sports day with her friend Ali',
    covers: ['aid', 'goal'],
  },
  {
    id: 'de2-5',
    idea: 'unsere tochter mira (11) hat zwei papas, papa jan und papi serkan. im sommer fahren wir mit dem zug in die alpen auf eine hütte und mira will unbedingt zum ersten mal auf einen richtigen gipfel. gern spannend aber nicht gruselig',
    request: { ageRange: '8-12', language: 'german', pageCount: 14, style: 'colored_pencil' },
    characters: [
      { name: 'Mira', kind: 'child' },
      { name: 'Jan', forms: ['Papa Jan'], kind: 'parent' },
      { name: 'Serkan', forms: ['Papi Serkan'], kind: 'parent' },
    ],
    keys: [
      { what: 'Alps', kind: 'place', forms: ['alpen'] },
      { what: 'mountain hut', kind: 'place', forms: ['hütte'] },
      { what: 'summit', kind: 'place', forms: ['gipfel'] },
      { what: 'train', kind: 'thing', forms: ['zug', 'züge', 'bahn'] },
    ],
    notNames: ['Alpen', 'Gipfel', 'Hütte'],
    goal: 'Mira climbs her first real summit in the Alps with her two dads',
    covers: ['family', 'place', 'goal'],
  },
  {
    id: 'de2-6',
    idea: 'unser dackel bruno ist schon alt und grau und kann nicht mehr weit laufen, deshalb zieht ida (4) ihn im bollerwagen durch den park. sie hat gefragt warum hunde so viel schneller alt werden als menschen',
    request: { ageRange: '4-7', language: 'german', pageCount: 8, style: 'crayon' },
    characters: [
      { name: 'Ida', kind: 'child' },
      { name: 'Bruno', kind: 'pet' },
    ],
    keys: [
      { what: 'handcart', kind: 'thing', forms: ['bollerwagen', 'wagen'] },
      { what: 'park', kind: 'place', forms: ['park'] },
    ],
    notNames: ['Dackel', 'Bollerwagen'],
    question: { asks: 'Why do dogs grow old so much faster than people?', answerForms: ['jahr', 'körper', 'herz', 'kurz', 'leben', 'klein'] },
    goal: 'Ida pulls her old dachshund Bruno through the park and learns why dogs age faster',
    covers: ['pet', 'question'],
  },
];
