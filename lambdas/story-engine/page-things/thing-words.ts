// The shape of a language's thing words: for each English thing key, the forms a page uses for it, separated by "|".
// Alphabets: a form is a whole word unless it ends in * (a stem: "ракет*" finds "ракету"); words of a form are
// separated by spaces ("зубн* щетк*"); a form starting with ~ may sit inside a longer word (German compounds:
// "~kuchen" finds "Geburtstagskuchen"). Korean forms are stems (particles follow them); Chinese and Japanese forms
// are found anywhere. Forms are compared folded: lower case, without accents (ё as е, й as и).

export type ThingWords = Readonly<Record<string, string>>;
