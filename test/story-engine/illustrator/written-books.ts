// Books written by the offline writer from a few ideas of our own, in several languages, for the illustrator's tests.
import type { StoryLanguage } from '../../../lambdas/ports/story-model';
import { readBrief } from '../../../lambdas/story-engine/brief';
import { loadPack, writeBookWith, type WrittenBook } from '../../../lambdas/story-engine/writer';

export const DEV_IDEAS: ReadonlyArray<readonly [StoryLanguage, string]> = [
  ['english', 'Maya builds a rocket out of a cardboard box and flies to the moon'],
  ['spanish', 'Lucas se rompió el brazo y lleva un yeso, pero quiere jugar al fútbol'],
  ['russian', 'Миша и дедушка пекут пиццу на кухне'],
  ['chinese', '小美和奶奶过春节，收到了红包，还吃了饺子'],
  ['german', 'Lena hat Angst vor dem Zahnarzt und bekommt eine neue Zahnbürste'],
  ['japanese', 'ゆいちゃんはくるまいすでこうえんにいきます'],
  ['korean', '지호는 할머니와 함께 설날에 떡국을 먹어요'],
  ['french', 'Léa veut voir le volcan avec son papi'],
  ['italian', 'Giulia costruisce un aquilone con il nonno'],
  ['portuguese', 'Pedro vai à praia e faz um castelo de areia'],
];

export async function writeDevBook(language: StoryLanguage, idea: string, pageCount: number): Promise<WrittenBook> {
  const request = { language, tone: 'playful_funny', ageRange: '4-7', pageCount, seed: `dev-${language}-${pageCount}` } as const;
  return writeBookWith(await loadPack(language), readBrief(idea, request), request);
}
