// PUT /api/language (src/shared/api/language.ts): HTTP only. Every visitor's choice goes in the
// language cookie, which the next requests are answered in; a signed-in customer's goes on the
// account too, and a signed-in advisor's on the advisor (the advisors' app has the same switch). Like every write, it must come from this site (http/origin-check.ts).
import type { Config } from '#server/config.ts';
import { neverCache } from '#server/http/never-cache.ts';
import type { RoutesPlugin } from '#server/http/route-schemas.ts';
import { rememberLocale } from '#server/http/request-locale.ts';
import type { AdvisorScopes } from '#server/http/sessions/advisor-sessions.ts';
import type { CustomerScopes } from '#server/http/sessions/customer-sessions.ts';
import { LanguageChoiceRequestSchema } from '#shared/api/language.ts';
import type { LanguageService } from './service.ts';

export function languageRoutes(deps: {
  language: LanguageService;
  scopes: Pick<CustomerScopes, 'sessions'>;
  advisorScopes: Pick<AdvisorScopes, 'sessions'>;
  config: Pick<Config, 'publicUrl'>;
}): RoutesPlugin {
  const { language, scopes, advisorScopes } = deps;
  // Secure whenever the public address is https, as the session cookie is.
  const secureCookie = deps.config.publicUrl.startsWith('https://');
  return async (app) => {
    neverCache(app);

    app.put(
      '/language',
      { schema: { body: LanguageChoiceRequestSchema } },
      async (request, reply) => {
        const { language: chosen } = request.body;
        const session = await scopes.sessions.current(request, reply);
        if (session) await language.rememberForCustomer(session.customer.id, chosen);
        const advisor = await advisorScopes.sessions.current(request, reply);
        if (advisor) await language.rememberForAdvisor(advisor.advisorId, chosen);
        rememberLocale(reply, chosen, secureCookie);
        return reply.status(204).send();
      },
    );
  };
}
