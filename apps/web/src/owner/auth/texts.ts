/** The sign-in and sign-up forms' words in English, German, French and Spanish. */
import { defineTexts } from '../i18n/texts.ts';

export const texts = defineTexts(
  {
    signIn: 'Sign in',
    signingIn: 'Signing in…',
    usernameOrEmail: 'Username or e-mail',
    password: 'Password',
    createAccount: 'Create account',
    creatingAccount: 'Creating your account…',
    username: 'Username',
    email: 'E-mail',
    atLeast: 'At least {count, plural, one {# character} other {# characters}}.',
  },
  {
    de: {
      signIn: 'Anmelden',
      signingIn: 'Anmeldung läuft…',
      usernameOrEmail: 'Benutzername oder E-Mail',
      password: 'Passwort',
      createAccount: 'Konto erstellen',
      creatingAccount: 'Dein Konto wird erstellt…',
      username: 'Benutzername',
      email: 'E-Mail',
      atLeast: 'Mindestens {count, plural, one {# Zeichen} other {# Zeichen}}.',
    },
    fr: {
      signIn: 'Se connecter',
      signingIn: 'Connexion…',
      usernameOrEmail: 'Nom d’utilisateur ou e-mail',
      password: 'Mot de passe',
      createAccount: 'Créer le compte',
      creatingAccount: 'Création de votre compte…',
      username: 'Nom d’utilisateur',
      email: 'E-mail',
      atLeast: 'Au moins {count, plural, one {# caractère} other {# caractères}}.',
    },
    es: {
      signIn: 'Iniciar sesión',
      signingIn: 'Iniciando sesión…',
      usernameOrEmail: 'Nombre de usuario o correo electrónico',
      password: 'Contraseña',
      createAccount: 'Crear cuenta',
      creatingAccount: 'Creando tu cuenta…',
      username: 'Nombre de usuario',
      email: 'Correo electrónico',
      atLeast: 'Al menos {count, plural, one {# carácter} other {# caracteres}}.',
    },
  },
);
