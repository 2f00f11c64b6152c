// Development ideas for reading people out of an idea: written for building the reader, so figures on them are not
// evidence (the held-out corpora are). Each names who must be read and the words that must not become names.
import type { StoryLanguage } from '../../lambdas/ports/story-model';

export interface PeopleCase {
  idea: string;
  language: StoryLanguage;
  /** Names the reader must find, as the book writes them, hero first. */
  names: string[];
  /** Words a careless reader takes for a name. */
  notNames?: string[];
}

export const PEOPLE_CASES: PeopleCase[] = [
  { language: 'english', idea: 'my son oliver (5) is scared of thunderstorms', names: ['Oliver'] },
  { language: 'english', idea: 'bedtime story for my 4yo mia who loves horses', names: ['Mia'] },
  { language: 'english', idea: 'story about my twins lucas and maya, they fight over the swing', names: ['Lucas', 'Maya'] },
  { language: 'english', idea: 'for our 9 year old zoe, she wants to win the spelling bee', names: ['Zoe'] },
  { language: 'english', idea: 'my girl amara is 3 and hates getting her hair washed', names: ['Amara'] },
  { language: 'english', idea: 'my daughter loves dinosaurs and volcanoes', names: [], notNames: ['Loves', 'Dinosaurs'] },
  { language: 'english', idea: 'my son wants a puppy for christmas', names: [], notNames: ['Wants', 'Christmas'] },
  { language: 'english', idea: 'a story for my nephew arlo age 6 about his first football match', names: ['Arlo'] },
  { language: 'spanish', idea: 'cuento para mi hijo mateo de 4 años que no quiere ir al cole', names: ['Mateo'] },
  { language: 'spanish', idea: 'mi hija sofía (7) quiere aprender a nadar con su abuelo', names: ['Sofía'] },
  { language: 'spanish', idea: 'mi hijo tiene miedo a los perros grandes', names: [], notNames: ['Tiene'] },
  { language: 'french', idea: 'mon fils gabriel 6 ans veut apprendre à faire du vélo', names: ['Gabriel'] },
  { language: 'french', idea: 'ma fille chloé (3 ans) ne veut pas dormir le soir', names: ['Chloé'] },
  { language: 'french', idea: 'mon fils adore les trains et les avions', names: [], notNames: ['Adore'] },
  { language: 'german', idea: 'meine tochter lina (5) hat angst vor dem zahnarzt', names: ['Lina'] },
  { language: 'german', idea: 'für unseren sohn ben 7 jahre, er will fußball spielen', names: ['Ben'] },
  { language: 'german', idea: 'mein sohn will immer nur fernsehen', names: [], notNames: ['Will', 'Immer'] },
  { language: 'italian', idea: 'mia figlia sofia 5 anni vuole imparare a nuotare', names: ['Sofia'] },
  { language: 'italian', idea: 'storia per lorenzo (8 anni) che colleziona conchiglie', names: ['Lorenzo'] },
  { language: 'italian', idea: 'per mio figlio che ha paura del buio', names: [], notNames: ['Che'] },
  { language: 'portuguese', idea: 'meu filho miguel de 6 anos quer ser bombeiro', names: ['Miguel'] },
  { language: 'portuguese', idea: 'a laura tem 4 anos e adora gatos', names: ['Laura'] },
  { language: 'russian', idea: 'сказка для дочки вари 6 лет про котёнка', names: ['Варя'] },
  { language: 'russian', idea: 'мой сын тимофей 8 лет хочет стать космонавтом', names: ['Тимофей'] },
  { language: 'russian', idea: 'сын боится темноты и монстров', names: [], notNames: ['Боится'] },
  { language: 'japanese', idea: 'むすめのあおい（5さい）が ピアノのはっぴょうかいで きんちょうしています', names: ['あおい'] },
  { language: 'japanese', idea: '7歳のそうまが じてんしゃに のれるようになりたい', names: ['そうま'] },
  { language: 'korean', idea: '아들 하준이(5살)가 치과를 무서워해요', names: ['하준'] },
  { language: 'korean', idea: '6살 서아가 자전거를 배우고 싶어해요', names: ['서아'] },
  { language: 'korean', idea: '우리 고양이 이름은 나비예요. 나비가 집을 나갔어요', names: ['나비'] },
  { language: 'chinese', idea: '给儿子小明（6岁）讲一个学游泳的故事', names: ['小明'] },
];
