/** German (Deutsch): every text of the English catalogue, in the wall's and owner's German. */
import { productName } from '../../messages/catalogue.ts';
import type { Catalogue } from './index.ts';

export const de = {
  feedStillLoading: 'Soziale Daten werden importiert … Schau bald wieder vorbei.',
  feedNoAccounts: 'Füge Konten hinzu, um loszulegen',
  feedEmpty: 'Hier gibt es noch keine Beiträge.',
  feedImportFailed:
    'Deine Daten konnten anscheinend nicht importiert werden. Füge weitere Konten hinzu, um deinen Feed zu füllen.',
  feedImportFailedPostMore:
    'Deine Daten konnten anscheinend nicht importiert werden. Füge weitere Konten hinzu, um deinen Feed zu füllen, oder poste in den verbundenen sozialen Konten.',
  feedNoPrivatePosts: 'Du hast derzeit anscheinend keine privaten Beiträge.',
  feedPrivatePostsExplained:
    'Beiträge aus moderierten Quellen warten hier, bis du sie freigibst. Schalte die Moderation für eine Quelle ein oder gib alle Beiträge frei, um sie hier zu sehen. Private Beiträge gibt es nur in den Tarifen Pro, Premium und Trial.',
  feedNoPublicPosts:
    'Du hast derzeit keine öffentlichen Beiträge. Gehe zum Bereich Moderieren, um deine privaten Beiträge freizugeben.',
  feedLoadTimeout:
    'Entschuldigung! Unsere Server haben Probleme, deine Beiträge auszuliefern. Versuch es bald noch einmal!',
  feedLoadTimeoutWaterfall: `Entschuldigung! ${productName} hat Probleme, deine Beiträge auszuliefern. Versuch es bald noch einmal!`,
  feedSearching: 'Suche läuft …',
  feedMorePosts: 'Weitere Beiträge',
  feedRefreshPosts: 'Beiträge aktualisieren',
  postContentWarning: 'Inhaltswarnung',
  postShowPost: 'Beitrag anzeigen',
  postHidePost: 'Beitrag ausblenden',
  postShowMedia: 'Medien anzeigen',
  postDateEstimated:
    'Datum geschätzt: Das Netzwerk hat keines geliefert, daher ist dies der Zeitpunkt des Abrufs.',
  eventsNotEnabledInBuilder:
    'Die Veranstaltungsfunktion ist für Nutzer des Website-Baukastens nicht aktiviert.',
  systemMaintenance: `Systemwartung: ${productName} wird gerade aktualisiert. Bitte versuch es in ein paar Minuten erneut.`,
  gridTooLarge:
    'Deine Spaltenbreite oder Zeilenhöhe ist zu groß für die Bildschirmgröße. Bitte passe die minimale Spaltenbreite oder minimale Zeilenhöhe im Bedienfeld oben rechts auf dem Bildschirm an.',
  shareEmailSubject: 'Schau dir diesen Link an, den ich gefunden habe!',
  poweredBy: `Bereitgestellt von ${productName}`,
  wallSearchLabel: 'Diese Wall durchsuchen',
  wallSearch: 'Suchen',
  wallAllPosts: 'Alle Beiträge',
  wallCollections: 'Sammlungen',
  wallNetworkAccounts: '{network}-Konten',
  wallPosts: 'Beiträge',
  wallPostsSlider: 'Beitrags-Slider',
  overlayClose: 'Schließen',
  overlayHashtags: 'Hashtags',
  shareLabel: 'Teilen',
  shareEmail: 'E-Mail',
  imageFallbackAlt: 'Bild',
  gridControls: 'Raster-Steuerung',
  gridRefitHint: 'Pfeiltaste nach oben oder unten: Raster neu einpassen',
  gridWidth: 'Rasterbreite',
  gridHeight: 'Rasterhöhe',
  gridPadding: 'Rasterabstand',
  gridPixels: '{value} px',
  waterfallControls: 'Wasserfall-Steuerung',
  waterfallSpeed: 'Wasserfall-Geschwindigkeit',
  waterfallColumn: 'Spalte {number}',
  mosaicEmpty: 'Noch keine Beiträge mit Bild.',
  mosaicPosts: 'Beiträge (Pfeiltasten wechseln zwischen den Kacheln)',

  videoPlay: 'Video abspielen: {title}',
  opensInNewTab: '{label} (öffnet in einem neuen Tab)',
  postBy: 'Beitrag von {author}',
  video: 'Video',
  videoNumbered: 'Video {number}',
  wallLogo: 'Logo von {name}',
  slideshowSlide: 'Folie',
  waterfallSpeedValue: '{speed} (eine höhere Zahl scrollt langsamer)',
  wallNameBlank: 'Der Name darf nicht leer sein.',
  wallUserNameMissing: 'Bitte gib die Adresse der Wall ein.',
  wallCreateFailed:
    'Beim Erstellen der Wall ist ein Fehler aufgetreten. Bitte versuch es später erneut.',
  wallDeleteFailed: 'Beim Löschen deiner Wall ist etwas schiefgegangen.',
  wallDeleted: 'Wall erfolgreich gelöscht.',
  wallDeleteConfirm: 'Gib „delete“ ein, um zu bestätigen.',
  wallNeedsOneAccount: 'Mindestens ein Konto muss auf diese Wall zugreifen können.',
  wallInactive: 'Inaktiv',
  analyticsActivationFailed: 'Beim Aktivieren deiner Statistiken ist ein Fehler aufgetreten.',
  requestWrong: 'Mit deiner Anfrage stimmte etwas nicht.',
  requestProblem: 'Beim Ausführen deiner Anfrage ist ein Problem aufgetreten.',
  tooManyRequests: 'Zu viele Anfragen. Bitte warte einen Moment und versuch es erneut.',
  notFound: 'Diese Seite wurde nicht gefunden.',
  tokenExpired: 'Token abgelaufen. Bitte klicke hier, um dein Token zu erneuern.',
  noAccountsYet: 'Noch keine Konten hinzugefügt.',
  ownerNothingYet:
    'Hier ist noch nichts. Beiträge kommen aus den Quellen und Beiträgen, die du unter Inhalte hinzufügst; mit manueller Freigabe warten sie unter Private Beiträge, bis du sie freigibst.',
  connectFailed:
    'Beim Verbinden deines Kontos ist ein Fehler aufgetreten. Wenn das weiter passiert, wende dich an den Support.',
  upgradeRequired:
    'Diese Funktion ist in deinem Tarif nicht enthalten. Wechsle deinen Tarif, um sie zu nutzen.',
  feedAllowanceLow:
    'Du hast dein Feed-Kontingent fast erreicht. Wechsle deinen Tarif, um weitere Feeds hinzuzufügen.',

  signInRequired: 'Bitte melde dich an, um fortzufahren.',
  signInFailed: 'Benutzername oder Passwort ist falsch.',
  notAllowed: 'Dein Konto hat keine Berechtigung dafür.',
  mailNotSetUp:
    'E-Mail ist auf diesem Server nicht eingerichtet, daher kann er keine Links senden. Frag seinen Administrator.',
  resetLinkInvalid: 'Dieser Link zum Zurücksetzen ist ungültig. Fordere einen neuen an.',
  resetLinkExpired: 'Dieser Link zum Zurücksetzen ist abgelaufen. Fordere einen neuen an.',
  resetLinkUsed:
    'Dieser Link zum Zurücksetzen wurde bereits verwendet. Fordere bei Bedarf einen neuen an.',
  verifyLinkInvalid: 'Dieser Bestätigungslink ist ungültig.',
  verifyLinkExpired:
    'Dieser Bestätigungslink ist abgelaufen. Sende in deinen Kontoeinstellungen einen neuen.',
  fieldTooLong:
    '{field} darf höchstens {max, plural, one {# Zeichen} other {# Zeichen}} lang sein.',
  fieldControlCharacters: '{field} darf keine Steuerzeichen wie NUL enthalten.',
  fieldUrlScheme: '{field} muss eine http://- oder https://-Adresse sein.',
  feedAddressScheme:
    'Nur http://- und https://-Feeds können gelesen werden; „{scheme}“-Adressen werden nicht unterstützt.',
  feedAddressPrivate:
    '{host} ist eine private oder lokale Adresse ({address}), die dieser Server nicht liest. Die Administration kann den Bereich im Admin-Bereich (Intranet-Feeds) oder mit CHORUS_FETCH_ALLOW erlauben.',
  accountSuspended:
    'Dieses Konto ist gesperrt. Bitte die Administration dieses Chorus, es wiederherzustellen.',
  adminOnly: 'Nur die Administration dieses Chorus kann das tun.',
  adminCannotSuspendSelf: 'Du kannst dein eigenes Konto nicht sperren.',
  signupInviteOnly:
    'Die Registrierung bei diesem Chorus ist nur mit Einladung möglich. Bitte die Administration um einen Einladungslink.',
  signupInviteUsed:
    'Dieser Einladungslink wurde bereits benutzt oder existiert nicht. Bitte die Administration um einen neuen.',

  unsubscribeFailed:
    'Beim Kündigen ist ein Fehler aufgetreten. Bitte wende dich an den Support, damit wir dich manuell abmelden können.',
  informationUpdated: 'Deine Angaben wurden erfolgreich aktualisiert',
  errorWithDetail: 'Es ist ein Fehler aufgetreten: {error}',
  stripeUnreachable:
    'Stripe konnte nicht erreicht werden. Lade die Seite neu und versuch es noch einmal.',
  cardUpdateFailed: 'Beim Aktualisieren der Karte ist ein Fehler aufgetreten: {message}',
  realtimeTestStarted: 'Test der insTINT-Updates gestartet.',
  realtimeTestFailed: 'Leider konnte der Test der insTINT-Updates nicht gestartet werden.',
  trialEndingSoon:
    'Deine Testphase endet in weniger als einem Tag. Wähle einen Tarif, damit deine Walls online bleiben.',
  trialActive: 'Du nutzt eine kostenlose Testphase.',
  chargeFailed: 'Deine Karte konnte nicht belastet werden. Bitte aktualisiere deine Kartendaten.',
  cardDeclined:
    'Deine Karte wurde abgelehnt. Aktualisiere deine Karte, um deine Walls wieder zu aktivieren.',

  enterpriseUsernameTaken:
    'Dieser Benutzername existiert bereits. Bitte wähle einen anderen Benutzernamen.',
  enterpriseEmailTaken:
    'Ein Konto mit dieser E-Mail-Adresse existiert bereits. Bitte wähle eine andere E-Mail-Adresse.',
  enterpriseResponseUnparsable: 'Die Antwort des Servers konnte nicht gelesen werden.',
  enterpriseSaveFailed: 'Das Konto konnte nicht gespeichert werden.',
  enterpriseDeleteFailed: 'Beim Löschen des Kontos ist ein Fehler aufgetreten.',
  enterpriseCreated: 'Konto erstellt!',
  enterpriseModified: 'Konto geändert!',
  enterpriseDeleted: 'Konto erfolgreich gelöscht',
  enterpriseOwnershipAdded: 'Kontoinhaberschaft hinzugefügt!',
  enterpriseOwnershipRemoved: 'Kontoinhaberschaft erfolgreich entfernt',
  enterpriseFetchFailed: 'Konten konnten nicht geladen werden.',
  enterpriseUsernameTooShort:
    'Der Benutzername muss mindestens {min, plural, one {# Zeichen} other {# Zeichen}} lang sein.',
  enterprisePasswordTooShort:
    'Das Passwort muss mindestens {min, plural, one {# Zeichen} other {# Zeichen}} lang sein.',
  enterpriseEmailRequired: 'Eine E-Mail-Adresse ist erforderlich.',
  enterpriseEmailInvalid: 'Bitte gib eine gültige E-Mail-Adresse ein.',
  enterpriseNoLicenses: 'Alle deine Kontolizenzen sind vergeben.',
  enterpriseCannotGrant: 'Du kannst nur Berechtigungen vergeben, die dein eigenes Konto hat.',

  referralNotEnoughCredits: 'Du hast nicht genug Guthaben.',
  mapLoadFailed: 'Die Google-Maps-API konnte nicht geladen werden',
  mapLocationLookupFailed: 'FourSquare konnte für den Ort nicht erreicht werden.',
  mapQueryAndNearRequired: 'Bitte gib einen gültigen Suchbegriff und Ort ein',

  hashtagRequired: 'Bitte gib einen Hashtag ein.',
  geoRequired: 'Bitte gib Breitengrad, Längengrad und Radius ein.',
  geoInvalid: 'Ungültiger Breiten- oder Längengrad.',
  rssUrlRequired: 'Bitte gib eine RSS-URL ein.',
  rssUrlInvalid: 'Ungültige URL (fehlt vielleicht das „http://“?)',
  userIdMissing: 'Keine Benutzer-ID angegeben (wende dich an den Support).',
  fieldInvalid: 'Bitte gib ein gültiges Feld „{field}“ an.',
  themeNotInstalled:
    'Das Theme „{name}“ ist auf diesem Server nicht installiert: Wähle ein installiertes Theme.',

  embedHeightRequired: 'Höhe erforderlich.',
  embedWidthRequired: 'Breite erforderlich.',

  postSaved: 'Beitrag erfolgreich gespeichert.',
  postSaveFailed: 'Der Beitrag konnte nicht gespeichert werden.',
  postImageChanged: 'Bild erfolgreich geändert.',
  postRejectFailed: 'Der Beitrag konnte nicht abgelehnt werden.',
  postApproveFailed: 'Der Beitrag konnte nicht freigegeben werden.',
  postPinFailed: 'Oben anheften fehlgeschlagen.',
  postUnpinFailed: 'Lösen von oben fehlgeschlagen.',
  postHighlightFailed: 'Hervorheben des Beitrags fehlgeschlagen.',
  uploadFailed: 'Beim Hochladen der Datei ist ein Fehler aufgetreten.',
  uploadError: 'Fehler beim Hochladen der Datei.',

  signInUsernameMissing: 'Bitte gib deinen Benutzernamen oder deine E-Mail-Adresse ein.',
  signInPasswordMissing: 'Bitte gib dein Passwort ein.',
  wallCreated: 'Deine Wall {name} ist bereit.',
  wallSwitchedOn: '{name} ist eingeschaltet.',
  wallSwitchedOff: '{name} ist ausgeschaltet.',
  wallSwitchLocked: 'Dein Tarif bietet keinen Platz für eine weitere Wall im Zustand „{state}“.',

  slideshowRegion: 'Diashow',
  slideshowCarousel: 'Karussell',
  slideshowControls: 'Diashow-Steuerung',
  slideshowBack: 'Vorheriger Beitrag',
  slideshowForward: 'Nächster Beitrag',
  slideshowPlay: 'Abspielen',
  slideshowPause: 'Pausieren',
  slideshowAnimation: 'Animation',
  slideshowTransition: 'Zeit pro Beitrag',
  slideshowSeconds: '{seconds} s',
  slideshowFullscreen: 'Vollbild',
  slideshowCast: 'Auf einen Fernseher übertragen',
  slideshowExitFullscreen: 'Vollbild beenden',
  slideshowEdit: 'Bearbeiten',
  slideshowPreview: 'Vorschau',
  slideshowPosition: 'Beitrag {current} von {total}',
  qaQuestion: 'Frage',
  qaUpNext: 'Als Nächstes',

  editSourceConnected: '{label} ist verbunden. Die Beiträge sind unterwegs.',
  editSourceRemoved: '{label} wurde entfernt, samt Beiträgen.',
  editSourceModerated: 'Beiträge von {label} warten jetzt auf deine Freigabe.',
  editSourceUnmoderated: 'Beiträge von {label} erscheinen jetzt sofort.',
  editSourceOk: 'Verbunden; zuletzt importiert {time}.',
  editSourceRateLimited:
    'Das Netzwerk hat uns gebeten, langsamer zu werden; nächster Import nach {time}.',
  editSourceFailing: 'Import fehlgeschlagen: {error}',
  editSourcePaused: 'Pausiert: Es werden keine neuen Beiträge importiert.',
  editSourceQuotaSpent: 'Begrenzt bis {time}.',
  editSourceQuotaLeft: '{remaining} von {limit} Anfragen übrig bis {time}.',
  editSourceQuotaLeftNoReset: '{remaining} von {limit} Anfragen übrig.',
  editSourceQuotaSearchesLeft: '{remaining} von {limit} Suchen übrig bis {time}.',
  editSourceQuotaSearchesLeftNoReset: '{remaining} von {limit} Suchen übrig.',
  editSourceQuotaRemaining: '{remaining} Anfragen übrig bis {time}.',
  editSourceQuotaDaily: 'Tageskontingent: {used} von {limit} Einheiten verbraucht.',
  editSourceCredentialsSaved: 'Anmeldedaten gespeichert; sie werden nie wieder angezeigt.',
  editPopupBlocked:
    'Dein Browser hat das Anmeldefenster blockiert. Erlaube Pop-ups für diese Seite und versuch es erneut.',
  editSettingsSaved: 'Gespeichert.',
  editAnalyticsInactive:
    'Statistiken sind für diese Wall nicht aktiviert. Chorus zählt noch keine Besuche: Berichte kommen in einer späteren Version.',
  editAnalyticsActive:
    'Statistiken sind für diese Wall eingeschaltet. Chorus zählt noch keine Besuche: Berichte kommen in einer späteren Version.',
  editAnalyticsActivated: 'Statistiken aktiviert.',

  pageLoading: 'Wird geladen …',

  postApproved: 'Beitrag freigegeben.',
  postRejected: 'Beitrag abgelehnt: Er wartet wieder unter Private Beiträge.',
  postDeleted: 'Beitrag gelöscht.',
  postDeleteFailed: 'Der Beitrag konnte nicht gelöscht werden.',
  postDeleteConfirm:
    'Diesen Beitrag in den Papierkorb verschieben? Er kann 30 Tage lang wiederhergestellt werden; ein neuer Import bringt ihn nicht zurück.',
  postPinned: 'Beitrag oben angeheftet.',
  postUnpinned: 'Beitrag gelöst.',
  postHighlighted: 'Beitrag hervorgehoben.',
  postUnhighlighted: 'Beitrag nicht mehr hervorgehoben.',
  postDisplayed: 'Beitrag wird jetzt auf allen Live-Bildschirmen gezeigt.',
  postDisplayFailed: 'Der Beitrag konnte nicht gezeigt werden.',
  bulkApproveProgress: '{done} von {total} werden freigegeben …',
  bulkApproveDone: '{count, plural, one {# Beitrag} other {# Beiträge}} freigegeben.',
  bulkApprovePartial: '{approved} von {total} Beiträgen freigegeben; {failed} fehlgeschlagen.',
  moderationNewPosts:
    '{count, plural, one {# neuer Beitrag} other {# neue Beiträge}} zum Moderieren.',
  embedCodeCopied: 'Einbettungscode kopiert.',
  whiteLabelLinksReady:
    'White-Label-Links sind bereit. Wer einen Link hat, kann diese Wall moderieren.',

  screenBlockedAuthor: 'Gesperrter Autor {author}.',
  screenAllowedAuthor: 'Erlaubter Autor {author}.',
  screenBlockedWord: 'Enthält das gesperrte Wort „{word}“.',
  screenProfanity: 'Enthält Schimpfwörter.',
  screenMissingHashtag: 'Enthält keinen von {hashtags}.',
  screenNoImage: 'Hat kein Bild.',
  screenHasLink: 'Enthält einen Link.',
  screenTooShort: 'Kürzer als {characters, plural, one {# Zeichen} other {# Zeichen}}.',
  screenLanguage: 'In einer nicht erlaubten Sprache geschrieben ({language}).',
  screenDuplicate: 'Gleicher Text oder gleiches Bild wie Beitrag {postId}.',
  screenRulesSaved: 'Prüfregeln gespeichert.',
  screenRulesRescreened:
    'Prüfregeln gespeichert; die wartenden Beiträge wurden erneut geprüft und {count} davon verschoben.',
  screenRulesSaveFailed: 'Die Prüfregeln wurden nicht gespeichert. Prüfe die markierten Felder.',
  postRestored: 'Beitrag wieder auf der Wall.',
  postRestoreFailed: 'Dieser Beitrag ist nicht mehr im Papierkorb.',
  postPurged: 'Beitrag endgültig gelöscht.',
  trashEmptied: 'Papierkorb geleert.',
  actionUndone: 'Deine letzte Aktion wurde rückgängig gemacht.',
  nothingToUndo: 'Auf dieser Wall gibt es nichts von dir rückgängig zu machen.',
  trashEmptyConfirm:
    'Alle Beiträge im Papierkorb endgültig löschen? Ein neuer Import bringt sie nicht zurück.',

  scheduleExpiresBeforePublish:
    'Der Beitrag muss die Wall verlassen, nachdem er veröffentlicht wurde.',
  scheduleExpiresInPast:
    'Der Zeitpunkt, zu dem der Beitrag die Wall verlässt, muss in der Zukunft liegen.',
  shuffleSaved: 'Beitragsmischung gespeichert.',
  shuffleIdleMinutesRange: 'Wähle zwischen {min} und {max} Minuten.',

  oauthConnected: '{network} ist verbunden. Dieses Fenster schließt sich von selbst.',
  oauthDenied:
    'Die Anmeldung bei {network} wurde abgebrochen, daher hat sich nichts geändert. Schließe dieses Fenster.',
  oauthExpired:
    'Dieses Anmeldefenster ist abgelaufen oder wurde bereits benutzt. Schließe es und verbinde dich erneut.',
  oauthFailed:
    '{network} hat die Anmeldung nicht akzeptiert ({reason}). Schließe dieses Fenster und versuch es erneut.',
  oauthNotConfigured:
    'Die Anmeldung mit {network} ist auf diesem Chorus-Server nicht eingerichtet. Bitte die Administration, {variable} zu setzen.',
  oauthClose: 'Dieses Fenster schließen',

  // Owner app: the dashboard's wall cards and their next steps (issue 15; Chorus wording)
  dashboardWallsView: 'Walls anzeigen als',
  dashboardCardsView: 'Karten',
  dashboardTableView: 'Tabelle',
  wallCardActive: 'Aktiv',
  wallCardApproved: 'Freigegebene Beiträge',
  wallCardPending: 'Warten auf Moderation',
  wallCardSources: 'Quellen',
  wallCardSourcesFailing: 'Quellen, die Aufmerksamkeit brauchen: {count}',
  wallCardViewers: 'Sehen gerade zu: {count}',
  wallThumbnailPicture: 'Ein aktuelles Bild auf {name}',
  wallThumbnailTheme: 'Theme {theme}, noch keine Bilder',
  wallNoSources: 'Diese Wall hat noch keine Quellen.',
  wallAddSource: 'Quelle hinzufügen',
  wallPendingNext: 'Beiträge warten auf deine Freigabe.',
  wallModerate: 'Moderieren',
  dashboardPostsColumn: 'Beiträge',
  // The site header and the sign-in prompt of owner screens.
  siteNavLabel: 'Hauptmenü',
  siteNavDashboard: 'Dashboard',
  siteNavInstance: 'Instanz',
  siteSignedInAs: 'Angemeldet als {username}',
  siteSignOut: 'Abmelden',
  siteSignIn: 'Anmelden',
  siteSignUp: 'Registrieren',
  signInChecking: 'Deine Anmeldung wird geprüft…',
  signInRequiredHeading: 'Anmeldung erforderlich',
  signInToWhat: '{signIn}, um {what}.',
  // Every screen's frame.
  skipToContent: 'Zum Inhalt springen',
  pageReload: 'Neu laden',
  routeFactsLabel: 'Route',
  // The site's public pages: the landing page, not found, leaving for the server.
  indexLead:
    'Eine Social Wall, die du selbst betreibst: Chorus sammelt die Beiträge der Konten, Hashtags und Feeds, die du wählst, lässt dich sie freigeben und zeigt sie live – auf einer eigenen Seite, auf der großen Leinwand deiner Veranstaltung oder in deiner Website.',
  indexConnectWord: 'Verbinde',
  indexConnect: '{word} Netzwerke und Feeds; jedes ist ein Plugin.',
  indexModerateWord: 'Moderiere',
  indexModerate: '{word} von Hand oder mit Regeln, bevor etwas gezeigt wird.',
  indexShowWord: 'Zeige',
  indexShow: '{word} Karten, eine Slideshow oder einen Feed; neue Beiträge erscheinen von selbst.',
  indexNextSteps: 'Nächste Schritte',
  indexGoToDashboard: 'Zum Dashboard',
  indexStepAccount: 'Erstelle ein Konto: Das erste auf einem neuen Chorus verwaltet es.',
  indexStepWall:
    'Erstelle deine erste Wall aus einer Vorlage: eine Event-Wall oder einen Website-Feed.',
  indexCreateAccount: 'Konto erstellen',
  demoPreviewHeading: 'Die Demo-Wall, live',
  demoPreviewFrame: 'Vorschau der Demo-Wall',
  demoPreviewOpen: 'Demo-Wall öffnen',
  notFoundTitle: 'Seite nicht gefunden',
  notFoundText: 'Die angefragte Seite wurde nicht gefunden.',
  notFoundHome: 'Zur Startseite',
  redirectLeaving: 'Chorus wird verlassen',
  redirectUnavailable: 'Seite nicht verfügbar',
  redirectOpening: 'Die Seite wird auf dem Server geöffnet…',
  redirectNotServed: 'Dieser Server stellt diese Seite nicht bereit.',
  // The screens that only list their route's facts, for now.
  screenAnalytics: 'Statistik',
  screenBuilderWall: 'Wall für Website-Baukästen',
  screenBuilderSettings: 'Einstellungen für Website-Baukästen',
  screenStaticPage: 'Statische Seite',
  screenTemplate: 'Vorlage',
  routeFactWall: 'Wall',
  routeFactPage: 'Seite',
  routeFactTemplate: 'Vorlage',
  routeFactAddress: 'Adresse',
} as const satisfies Catalogue;
