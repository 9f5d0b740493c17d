// A new customer's name, derived from the email (docs/product.md §3: "name derived from the email") until
// they change it on their profile: the local part without any +tag, split on . _ -, each word
// capitalised: "jane.doe+x@example.com" → "Jane Doe". When nothing is left, the whole local part.

const NAME_MAX_LENGTH = 100;

export function nameFromEmail(email: string): string {
  const at = email.lastIndexOf('@');
  const localPart = at === -1 ? email : email.slice(0, at);
  const untagged = localPart.split('+')[0] ?? '';
  const words = untagged.split(/[._-]+/).filter((word) => word.length > 0);
  const name =
    words.length > 0
      ? words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join(' ')
      : localPart;
  return name.slice(0, NAME_MAX_LENGTH);
}
