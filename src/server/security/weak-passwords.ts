// "Please choose a stronger password." (docs/product.md §8), for customers and operators alike:
// refuses the passwords that guessing attacks try first. Length rules are the schema's (6–72);
// this adds what a length cannot catch — the most common passwords of public breach corpora (the
// NCSC top list and SecLists' most common, six characters or more, compared
// case-insensitively), one character repeated, and the
// customer's own email address or its local part.

const mostCommon = new Set(
  `
    123456 1234567 12345678 123456789 1234567890 12345678910 0123456789 111111 1111111 11111111
    000000 00000000 121212 123123 123321 654321 666666 696969 777777 888888 987654321 112233
    123654 159753 147258369 123qwe 1q2w3e 1q2w3e4r 1q2w3e4r5t q1w2e3r4 qwerty qwerty1 qwerty12
    qwerty123 qwertyuiop qazwsx 1qaz2wsx zxcvbnm asdfgh asdfghjkl abc123 abcd1234 abcdef
    aa123456 a123456 password password1 password12 password123 passw0rd p@ssw0rd p@ssword
    letmein welcome welcome1 welcome123 iloveyou iloveyou1 monkey dragon master shadow sunshine
    princess football baseball soccer hockey superman batman trustno1 starwars whatever freedom
    michael jennifer jordan23 charlie donald computer internet secret cheese chocolate flower
    loveme lovely mustang access killer pokemon ashley bailey buster hunter hunter2 ranger
    thomas tigger summer winter purple orange banana cookie matrix maggie ginger nicole daniel
    jessica pepper zaq12wsx qwe123 asd123 azerty azerty123 changeme default admin123
    administrator login guest123 passpass test123 testing myspace1 motdepasse bonjour
    soleil canada montreal psychic psychics tarot horoscope lumina
  `
    .trim()
    .split(/\s+/),
);

export function isWeakPassword(password: string, email: string): boolean {
  const candidate = password.toLowerCase();
  if (mostCommon.has(candidate)) return true;
  if (/^(.)\1*$/su.test(password)) return true;
  const address = email.toLowerCase();
  const localPart = address.slice(0, Math.max(0, address.lastIndexOf('@')));
  return candidate === address || (localPart.length > 0 && candidate === localPart);
}
