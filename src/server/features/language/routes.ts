// PUT /api/language (src/shared/api/language.ts): HTTP only. Every visitor's choice goes in the
// language cookie, which the next requests are answered in; a signed-in customer's goes on the
// account too. Like every write, it must come from this site (http/origin-check.ts).
import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '#server/config.ts';
import { neverCache } from '#server/http/never-cache.ts';
import { parseInput } from '#server/http/parse-input.ts';
import { rememberLocale } from '#server/http/request-locale.ts';
import type { AuthService } from '#server/features/auth/service.ts';
import { LanguageChoiceRequestSchema } from '#shared/api/language.ts';
import type { LanguageService } from './service.ts';

export function languageRoutes(deps: {
  language: LanguageService;
  auth: Pick<AuthService, 'currentSession'>;
  config: Pick<Config, 'publicUrl'>;
}): FastifyPluginAsync {
  const { language, auth } = deps;
  // Secure whenever the public address is https, as the session cookie is.
  const secureCookie = deps.config.publicUrl.startsWith('https://');
  return async (app) => {
    neverCache(app);

    app.put('/language', async (request, reply) => {
      const { language: chosen } = parseInput(LanguageChoiceRequestSchema, request.body);
      const session = await auth.currentSession(request, reply);
      if (session) await language.rememberForCustomer(session.customer.id, chosen);
      rememberLocale(reply, chosen, secureCookie);
      return reply.status(204).send();
    });
  };
}
