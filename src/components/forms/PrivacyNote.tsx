/** Under every form: where the notice says what happens to the details sent, and who answers for them. */
export function PrivacyNote({ text, link, href }: { text: string; link: string; href: string }) {
  return (
    <p className="mt-4 text-sm text-muted-foreground">
      {text}{" "}
      <a href={href} className="text-primary underline underline-offset-4 hover:no-underline">
        {link}
      </a>
    </p>
  );
}
