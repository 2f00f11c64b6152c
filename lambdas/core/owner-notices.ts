import type { OwnerNotice } from './records';

// The words of each mail to a key's owner. Written when the mail is sent, from what the change recorded: what
// happened, when, to which key (by id: a key itself never goes into a mail), and what to do next.

export interface ComposedMail {
  readonly subject: string;
  readonly text: string;
}

const NEW_KEY = 'To keep using the API, create a new key in the dashboard and replace the old one wherever it is used; keep keys on your servers only, never in an app or a web page.';
const NOT_YOU = 'If you did not ask for this, reply to this mail: someone else may have access to your account.';
// What the owner should make of an automatic revocation: was it their own traffic, or someone else's?
const NOT_YOURS: Record<string, string> = {
  ip_jump: 'If both were yours (a server that moved, a VPN), nothing else is wrong; if not, someone else had your key, and the new one should go only where it is needed.',
  limited_streak: 'If this was your own code, make it wait for the retry-after seconds a 429 answer gives; if not, someone else had your key.',
  burst: 'If this was your own code, make it wait for the retry-after seconds a 429 answer gives; if not, someone else had your key.',
};

const ruleWords: Record<string, string> = {
  ip_jump: 'it was used from two continents in turn within minutes, which a key kept on one server does not do',
  limited_streak: 'it kept sending while told to wait by the per-minute limit, minute after minute',
  burst: 'it kept sending far past its plan’s per-minute rate after being told to wait',
};

// What the owner can do before a warning turns into a revocation.
const WARNING_ADVICE: Record<string, string> = {
  ip_jump: 'If the key is used from several regions on purpose, ask us to mark it as multi-region and this rule will leave it alone. If not, someone else may have the key: revoke it in the dashboard and create a new one. If it keeps moving between continents, it will be revoked.',
  limited_streak: 'After a 429 answer, wait the retry-after seconds it gives before sending again; requests sent after that wait never count against the key. If it keeps sending while told to wait, it will be revoked.',
};

const warningWords: Record<string, string> = {
  ip_jump: 'it moved between continents and back within minutes',
  limited_streak: 'it kept sending while told to wait by the per-minute limit, minute after minute',
};

const continentNames: Record<string, string> = {
  AF: 'Africa', AN: 'Antarctica', AS: 'Asia', EU: 'Europe', NA: 'North America', OC: 'Oceania', SA: 'South America',
};

interface SeenUse {
  readonly continent?: string;
  readonly country?: string;
  readonly ip?: string;
  readonly at?: string;
}

const place = (use: SeenUse) => `${continentNames[use.continent ?? ''] ?? use.continent ?? 'unknown'} (${use.country ?? '??'}, address ${use.ip ?? 'unknown'}) at ${use.at ?? 'an unknown time'}`;

/** What the rule saw, in a sentence or two. */
function evidenceLines(notice: Extract<OwnerNotice, { kind: 'key_revoked_for_abuse' | 'abuse_warning' }>): string[] {
  const evidence = notice.evidence as Record<string, unknown>;
  if (notice.rule === 'ip_jump') {
    const moves = typeof evidence.moves === 'number' ? [`It moved between continents ${evidence.moves} times within ${Math.round(Number(evidence.withinSeconds) / 60)} minutes.`] : [];
    return [`It was used from ${place(evidence.earlier as SeenUse)},`, `and then from ${place(evidence.now as SeenUse)}.`, ...moves];
  }
  if (notice.rule === 'burst') {
    return [`In the minute ${String(evidence.minute)} UTC it was refused ${String(evidence.refusedWhileWaiting ?? evidence.requests)} times, sending on after the first refusal told it to wait; the plan allows ${String(evidence.limitPerMinute)} requests a minute.`];
  }
  return [`It sent while told to wait by the per-minute limit (${String(evidence.limitPerMinute)} a minute) in ${String(evidence.minutesInARow)} minutes in a row, the last at ${String(evidence.lastMinute)} UTC.`];
}

/** The subject and text of the mail for `notice`, sent at `sentAt`. */
export function composeOwnerMail(notice: OwnerNotice, sentAt: string): ComposedMail {
  const footer = ['', `Sent ${sentAt} by the Storybook API.`];
  switch (notice.kind) {
    case 'key_created':
      return {
        subject: 'A new Storybook API key was created',
        text: [`A new API key (id ${notice.keyId}) was created for your account. It was shown once, to whoever created it.`, NOT_YOU, ...footer].join('\n'),
      };
    case 'key_rotated':
      return {
        subject: 'Your Storybook API key was rotated',
        text: [`Your API key ${notice.revokedKeyId} was replaced by a new key (id ${notice.keyId}); the old key no longer works.`, NOT_YOU, ...footer].join('\n'),
      };
    case 'key_revoked':
      return {
        subject: 'A Storybook API key was revoked',
        text: [`Your API key ${notice.keyId} was revoked and no longer works.`, NEW_KEY, NOT_YOU, ...footer].join('\n'),
      };
    case 'plan_downgraded':
      return {
        subject: `Your Storybook plan is now ${notice.plan}: API keys revoked`,
        text: [
          `Your account moved to the ${notice.plan} plan, which does not include the API, so its ${notice.revokedKeys} active API key${notice.revokedKeys === 1 ? ' was' : 's were'} revoked at once.`,
          'Keys revoked this way stay revoked: after moving back to Pro or Premium, create a new key in the dashboard.',
          ...footer,
        ].join('\n'),
      };
    case 'key_revoked_for_abuse':
      return {
        subject: 'We revoked a Storybook API key to protect your account',
        text: [`We revoked your API key ${notice.keyId} because ${ruleWords[notice.rule] ?? notice.rule}.`, ...evidenceLines(notice), '', NEW_KEY, NOT_YOURS[notice.rule] ?? '', ...footer].join('\n'),
      };
    case 'abuse_warning':
      return {
        subject: 'Warning: a Storybook API key may be revoked',
        text: [`Your API key ${notice.keyId} still works, but ${warningWords[notice.rule] ?? notice.rule}.`, ...evidenceLines(notice), '', WARNING_ADVICE[notice.rule] ?? '', ...footer].join('\n'),
      };
  }
}
